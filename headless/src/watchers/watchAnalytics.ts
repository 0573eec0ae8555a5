import { activeAccountAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { afterNextPaint } from '../utils/afterNextPaint.js'
import { lazyOnce } from '../utils/lazyOnce.js'

/**
 * Sends analytics (SPEC §7) for the instance's events, with the connected address: only with an
 * analytics URL, the `analytics` feature on and the provider's analytics config allowing it
 * (asked once; a failure means disabled). Never throws, never blocks an action, and sends
 * each event after the next frame has painted, in a task of its own. What maps and sends the
 * events (`analyticsSender.ts`) loads with import() then. Returns the function that stops.
 */
export function watchAnalytics(foyer: Foyer): () => void {
  if (!foyer.options.services.analyticsUrl) return () => {}
  const sender = lazyOnce(async () => (await import('./analyticsSender.js')).analyticsSender(foyer))
  return foyer.emitter.subscribe((event) => {
    const { address } = foyer.store.get(activeAccountAtom)
    // Sent once the next frame has painted: neither the request nor the code it loads (the
    // first time, modules of their own) lengthens the interaction that made the event (the
    // click that opens the modal paints first).
    afterNextPaint(() => {
      void sender()
        .then((send) => send(event, address))
        .catch(() => {})
    })
  })
}
