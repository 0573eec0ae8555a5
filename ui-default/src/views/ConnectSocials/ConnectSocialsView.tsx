import { useSocialLogin } from '@foyer/headless/react'
import { SocialIcon, signInNames } from '../../components/SocialIcon.js'
import { listItem, listItemLabel, muted, stack } from '../../components/shared.css.js'
import { socialMark } from '../../components/social.css.js'

/**
 * Every social login the host offers ("More" on the Connect view), in the host's order, as a
 * list: Farcaster opens ConnectingFarcaster, the others open their sign-in window on the click
 * and show ConnectingSocial. `data-state` is the social login flow's status.
 */
export function ConnectSocialsView() {
  const { state, socials, start } = useSocialLogin()
  if (socials.length === 0)
    return (
      <p className={muted} data-testid="connect-socials" data-state={state.status}>
        No social login is available.
      </p>
    )
  return (
    <ul
      className={stack}
      aria-label="Social logins"
      data-testid="connect-socials"
      data-state={state.status}
    >
      {socials.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className={listItem}
            data-provider={provider}
            onClick={() => start(provider)}
          >
            <span className={socialMark}>
              <SocialIcon provider={provider} />
            </span>
            <span className={listItemLabel}>{signInNames[provider]}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export default ConnectSocialsView
