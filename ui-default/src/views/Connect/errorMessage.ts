/** Alerts worth more to the visitor than the generic error that carries them. */
const frameAlerts = new Set(['IFRAME_LOAD_FAILED', 'IFRAME_REQUEST_TIMEOUT'])

/**
 * A Foyer error's sentence, else a plain one. A frame alert in its cause chain ('Network Error -
 * Could not load embedded wallet', 'Embedded Wallet Request Timed Out') is shown instead.
 */
export function errorMessage(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, shortMessage, cause } = current as Record<string, unknown>
    if (typeof code === 'string' && frameAlerts.has(code)) return String(shortMessage)
    current = cause
  }
  if (typeof error === 'object' && error !== null && 'shortMessage' in error) {
    return String((error as { shortMessage: unknown }).shortMessage)
  }
  return 'Something went wrong'
}
