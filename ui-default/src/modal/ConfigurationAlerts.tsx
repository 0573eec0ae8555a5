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
    <ul className={alerts} role="alert">
      {list.map((item) => (
        <li key={item.code} className={alert} data-code={item.code}>
          {item.shortMessage}
        </li>
      ))}
    </ul>
  )
}
