import { useCallback, useMemo } from 'react'
import { setLegalAccepted } from '../actions/setLegalAccepted.js'
import { type LegalConsent, resolveLegalConsent } from '../rules/legalConsent.js'
import { featuresAtom } from '../store/atoms.js'
import { legalAcceptedAtom } from '../store/legalAtoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseLegalConsentReturnType = LegalConsent & {
  /** Whether the visitor checked the box. */
  accepted: boolean
  /** Checks or unchecks the box (`setLegalAccepted`). */
  setAccepted(accepted: boolean): void
}

/**
 * The Connect view's legal links (`termsConditionsUrl`, `privacyPolicyUrl`) and, with
 * `features.legalCheckbox`, the checkbox that must be checked before connecting (`blocked`
 * disables wallets, email and social sign-in; SPEC §2).
 */
export function useLegalConsent(): UseLegalConsentReturnType {
  const foyer = useFoyer()
  const { legalCheckbox } = useFoyerValue(featuresAtom)
  const accepted = useFoyerValue(legalAcceptedAtom)
  const { termsConditionsUrl, privacyPolicyUrl } = foyer.options
  const consent = useMemo(
    () => resolveLegalConsent({ legalCheckbox, termsConditionsUrl, privacyPolicyUrl, accepted }),
    [legalCheckbox, termsConditionsUrl, privacyPolicyUrl, accepted],
  )
  const setAccepted = useCallback(
    (value: boolean) => setLegalAccepted(foyer, { accepted: value }),
    [foyer],
  )
  return { ...consent, accepted, setAccepted }
}
