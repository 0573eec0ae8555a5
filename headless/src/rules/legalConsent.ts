import { assertParameters, parameterRules as is } from '../validation/parameters.js'
/** What the Connect view shows of the host's legal links, and whether connecting waits. */
export type LegalConsent = {
  /**
   * The "I agree to the Terms of Service and Privacy Policy" checkbox: `legalCheckbox` is on and
   * the host gave a terms or privacy URL (SPEC §2, §3).
   */
  checkboxShown: boolean
  /**
   * The links as a plain notice ("By connecting your wallet, you agree to …"): there is a URL
   * and no checkbox.
   */
  noticeShown: boolean
  /** Wallets, email and social sign-in are disabled: the checkbox is shown and not checked. */
  blocked: boolean
  /** The host's terms URL (`termsConditionsUrl`). */
  termsUrl: string | undefined
  /** The host's privacy policy URL (`privacyPolicyUrl`). */
  privacyUrl: string | undefined
}

/**
 * The legal rule of the Connect view (SPEC §2, §3 `legalCheckbox`): with the feature on and a
 * terms or privacy URL, a checkbox must be checked before any wallet, email or social sign-in
 * can start; without the feature the links are a notice only; without URLs nothing shows.
 */
export function resolveLegalConsent(parameters: {
  legalCheckbox: boolean
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  accepted: boolean
}): LegalConsent {
  assertParameters(parameters, {
    legalCheckbox: is.boolean,
    termsConditionsUrl: is.optional(is.string),
    privacyPolicyUrl: is.optional(is.string),
    accepted: is.boolean,
  })
  const hasLinks = Boolean(parameters.termsConditionsUrl || parameters.privacyPolicyUrl)
  const checkboxShown = parameters.legalCheckbox && hasLinks
  return {
    checkboxShown,
    noticeShown: hasLinks && !checkboxShown,
    blocked: checkboxShown && !parameters.accepted,
    termsUrl: parameters.termsConditionsUrl || undefined,
    privacyUrl: parameters.privacyPolicyUrl || undefined,
  }
}
