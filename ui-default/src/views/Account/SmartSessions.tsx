import { truncateAddress } from '@foyer/headless'
import { useSmartSessions } from '@foyer/headless/react'
import { useId } from 'react'
import { ErrorText } from '../../components/ErrorText.js'
import { rowLabel } from '../../components/list.css.js'
import { Skeleton } from '../../components/Skeleton.js'
import { button, listItem, muted, stack } from '../../components/shared.css.js'
import { sessions as section, sessionsHeading } from './AccountView.css.js'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The account's smart sessions (`features.smartSessions`): each session in force with what it
 * may do and when it ends, and Revoke (the wallet signs, the API revokes, the list is read
 * again). Renders nothing with the feature off. All of it is `useSmartSessions`.
 */
export function SmartSessions() {
  const sessions = useSmartSessions()
  const headingId = useId()
  if (!sessions.isEnabled) return null
  return (
    <section className={section} aria-labelledby={headingId} data-testid="smart-sessions">
      <h3 id={headingId} className={sessionsHeading}>
        Sessions
      </h3>
      {sessions.isLoading ? (
        <Skeleton label="Loading sessions" count={1} />
      ) : sessions.error ? (
        <>
          <ErrorText error={sessions.error} testId="smart-sessions-error" />
          <button type="button" className={button} onClick={() => sessions.refetch()}>
            Try again
          </button>
        </>
      ) : sessions.sessions.length === 0 ? (
        <p className={muted}>No active sessions</p>
      ) : (
        <ul className={stack}>
          {sessions.sessions.map((session) => {
            const name = truncateAddress(session.pci)
            const permissions = session.permissions?.length ?? 0
            return (
              <li key={session.pci} className={listItem} data-testid="smart-session">
                <span className={rowLabel}>
                  <span title={session.pci}>{name}</span>
                  <span className={muted}>
                    {permissions === 1 ? '1 permission' : `${permissions} permissions`}
                    {typeof session.expiry === 'number' &&
                      ` · until ${dateFormat.format(session.expiry * 1000)}`}
                  </span>
                </span>
                <button
                  type="button"
                  className={button}
                  aria-label={`Revoke session ${name}`}
                  disabled={sessions.revoking !== undefined}
                  aria-busy={sessions.revoking === session.pci || undefined}
                  onClick={() => {
                    sessions.revoke(session.pci).catch(() => {})
                  }}
                >
                  {sessions.revoking === session.pci ? 'Revoking…' : 'Revoke'}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {sessions.revokeError && (
        <ErrorText error={sessions.revokeError} testId="smart-sessions-revoke-error" />
      )}
    </section>
  )
}
