import { useConfigurationAlerts } from '@foyer/headless/react'
import { alert, alerts } from './ConfigurationAlerts.css.js'

/**
 * The host configuration's alerts and warnings (project id missing, origin not allowed, local
 * configuration ignored), each with the spec's sentence. `[data-code]` is the alert's code.
 */
export function ConfigurationAlerts() {
  const list = useConfigurationAlerts()
  if (list.length === 0) return null
  return (
    // The live region wraps the list: a list keeps its list semantics (axe: a `ul` with a role
    // of its own no longer owns its items).
    <div role="alert">
      <ul className={alerts}>
        {list.map((item) => (
          <li key={item.code} className={alert} data-code={item.code}>
            {item.shortMessage}
          </li>
        ))}
      </ul>
    </div>
  )
}
