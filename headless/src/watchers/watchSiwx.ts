import type { Foyer } from '../store/createFoyer.js'

/**
 * Sign-in with a wallet (SPEC §4), for a host with a `siwx` or `siweConfig` option: its flow
 * (`watchSiwxFlow`) loads on demand, so a host without sign-in never fetches it and the button's
 * code stays as small. The flow reads the state when it starts, so nothing that happened while
 * it loaded is missed. Returns the function that stops.
 */
export function watchSiwx(foyer: Foyer): () => void {
  if (!foyer.options.siwx && !foyer.options.siweConfig) return () => {}
  let stop: (() => void) | undefined
  let stopped = false
  void import('./watchSiwxFlow.js').then(({ watchSiwxFlow }) => {
    if (!stopped) stop = watchSiwxFlow(foyer)
  })
  return () => {
    stopped = true
    stop?.()
  }
}
