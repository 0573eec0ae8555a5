import { useModal, useSocialLogin } from '@foyer/headless/react'
import { SocialIcon, signInNames } from '../../components/SocialIcon.js'
import { listItem, listItemLabel, stack } from '../../components/shared.css.js'
import { socialButton, socialMark, socialRow, socialRowItem } from '../../components/social.css.js'

/** Social logins shown in the Connect view's row; the rest are behind "More". */
export const SOCIAL_ROW_SIZE = 4

/**
 * The Connect view's social logins: up to four marks in a row ("Continue with Google", …) in
 * the host's order, "More" opening ConnectSocials when there are others, and "Sign in with a
 * passkey" when passkeys are offered. `data-state` is the social login flow's status.
 */
export function SocialEntry() {
  const { state, socials, passkeyAvailable, start } = useSocialLogin()
  const { router } = useModal()
  const shown = socials.slice(0, SOCIAL_ROW_SIZE)
  if (socials.length === 0 && !passkeyAvailable) return null
  return (
    <div className={stack} data-testid="social-login" data-state={state.status}>
      {shown.length > 0 && (
        <ul className={socialRow} aria-label="Social logins">
          {shown.map((provider) => (
            <li key={provider} className={socialRowItem}>
              <button
                type="button"
                className={socialButton}
                aria-label={`Continue with ${signInNames[provider]}`}
                title={`Continue with ${signInNames[provider]}`}
                data-provider={provider}
                onClick={() => start(provider)}
              >
                <SocialIcon provider={provider} />
              </button>
            </li>
          ))}
          {socials.length > SOCIAL_ROW_SIZE && (
            <li className={socialRowItem}>
              <button
                type="button"
                className={socialButton}
                title="More social logins"
                onClick={() => router.push('ConnectSocials')}
              >
                More
              </button>
            </li>
          )}
        </ul>
      )}
      {passkeyAvailable && (
        <button
          type="button"
          className={listItem}
          data-provider="passkey"
          onClick={() => start('passkey')}
        >
          <span className={socialMark}>
            <SocialIcon provider="passkey" />
          </span>
          <span className={listItemLabel}>Sign in with a passkey</span>
        </button>
      )}
    </div>
  )
}
