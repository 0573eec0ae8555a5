import { useFeatures, useLegalConsent } from '@foyer/headless/react'
import { checkbox, footer, legalCheckbox, link } from './ConnectView.css.js'

/** "Terms of Service and Privacy Policy", each a link when the host gave its URL. */
function Links({ termsUrl, privacyUrl }: { termsUrl?: string; privacyUrl?: string }) {
  const terms = termsUrl && (
    <a className={link} href={termsUrl} target="_blank" rel="noopener noreferrer">
      Terms of Service
    </a>
  )
  const privacy = privacyUrl && (
    <a className={link} href={privacyUrl} target="_blank" rel="noopener noreferrer">
      Privacy Policy
    </a>
  )
  return (
    <>
      {terms}
      {terms && privacy && ' and '}
      {privacy}
    </>
  )
}

/**
 * The Connect view's legal checkbox (`features.legalCheckbox` with a terms or privacy URL):
 * until it is checked, `useLegalConsent().blocked` keeps the wallets, email and socials
 * disabled. `[data-testid="legal-checkbox"]` with `data-state="checked" | "unchecked"`.
 */
export function LegalCheckbox() {
  const consent = useLegalConsent()
  if (!consent.checkboxShown) return null
  return (
    <label
      className={legalCheckbox}
      data-testid="legal-checkbox"
      data-state={consent.accepted ? 'checked' : 'unchecked'}
    >
      <input
        type="checkbox"
        className={checkbox}
        checked={consent.accepted}
        onChange={(event) => consent.setAccepted(event.target.checked)}
      />
      <span>
        I agree to our <Links termsUrl={consent.termsUrl} privacyUrl={consent.privacyUrl} />
      </span>
    </label>
  )
}

/**
 * The Connect view's footer: the legal notice when the host gave links without the checkbox,
 * and the branding line unless `features.branding` (SPEC §3 `reownBranding`) is off.
 */
export function ConnectFooter() {
  const consent = useLegalConsent()
  const { branding } = useFeatures()
  if (!consent.noticeShown && !branding) return null
  return (
    <footer className={footer}>
      {consent.noticeShown && (
        <p data-testid="legal-notice">
          By connecting your wallet, you agree to our{' '}
          <Links termsUrl={consent.termsUrl} privacyUrl={consent.privacyUrl} />
        </p>
      )}
      {branding && <p data-testid="branding">UX by Foyer</p>}
    </footer>
  )
}
