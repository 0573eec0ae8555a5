import type { Analytics } from '../api/createAnalytics.js'
import { FOYER_SDK_TYPE, FOYER_VERSION } from '../constants/miscellaneous.js'
import { activeAccountAtom, featuresAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import type { FoyerEvent } from '../store/events.js'
import { afterNextPaint } from '../utils/afterNextPaint.js'
import { lazyOnce } from '../utils/lazyOnce.js'

/** The analytics event (SPEC §4, §7) an instance event stands for, if any. */
export function analyticsEventOf(
  event: FoyerEvent,
): { event: string; properties?: Record<string, unknown> } | undefined {
  switch (event.type) {
    case 'modalOpen':
      return { event: 'MODAL_OPEN', properties: { view: event.view, connected: event.connected } }
    case 'modalClose':
      return { event: 'MODAL_CLOSE' }
    case 'walletSelect':
      return {
        event: 'SELECT_WALLET',
        properties: { connectorId: event.connectorId, name: event.name },
      }
    case 'connect': {
      if (event.reconnected) return undefined
      const { connector, namespace } = event
      return {
        event: 'CONNECT_SUCCESS',
        properties: { connectorId: connector.id, name: connector.name, namespace },
      }
    }
    case 'connectError':
      return {
        event: 'CONNECT_ERROR',
        properties: {
          connectorId: event.connectorId,
          code: event.error.code,
          message: event.error.shortMessage,
        },
      }
    case 'disconnectSuccess':
      return { event: 'DISCONNECT_SUCCESS' }
    case 'disconnectError':
      return { event: 'DISCONNECT_ERROR', properties: { message: event.error.shortMessage } }
    case 'networkSwitch':
      return { event: 'SWITCH_NETWORK', properties: { network: event.network.caipNetworkId } }
    case 'siwxAuthSuccess':
      return { event: 'SIWX_AUTH_SUCCESS' }
    case 'siwxAuthError':
      return { event: 'SIWX_AUTH_ERROR', properties: { message: event.error.shortMessage } }
    default:
      return undefined
  }
}

/**
 * Sends analytics (SPEC §7) for the instance's events, with the connected address: only with an
 * analytics URL, the `analytics` feature on and the provider's analytics config allowing it
 * (asked once; a failure means disabled). Never throws, never blocks an action, and sends
 * each event after the next frame has painted, in a task of its own. Returns the function that
 * stops.
 */
export function watchAnalytics(foyer: Foyer): () => void {
  const { options, store } = foyer
  if (!options.services.analyticsUrl) return () => {}
  const load = lazyOnce(async (): Promise<Analytics | undefined> => {
    const api = await foyer.loadApi()
    if (!api.analytics) return undefined
    const [{ createAnalytics }, { getAnalyticsConfig }] = await Promise.all([
      import('../api/createAnalytics.js'),
      import('../api/getAnalyticsConfig.js'),
    ])
    const remoteEnabled = api.directory ? await getAnalyticsConfig(api.directory) : true
    return createAnalytics({
      http: api.analytics,
      projectId: options.projectId,
      sdkType: FOYER_SDK_TYPE,
      sdkVersion: FOYER_VERSION,
      isEnabled: () => remoteEnabled && store.get(featuresAtom).analytics,
      getLocation: () => globalThis.location,
    })
  })
  return foyer.emitter.subscribe((event) => {
    const tracked = analyticsEventOf(event)
    if (!tracked) return
    const { address } = store.get(activeAccountAtom)
    // Sent once the next frame has painted: neither the request nor the code it loads (the
    // first time, modules of their own) lengthens the interaction that made the event (the
    // click that opens the modal paints first).
    afterNextPaint(() => {
      void load()
        .then((sender) => sender?.track({ type: 'track', ...tracked }, address))
        .catch(() => {})
    })
  })
}
