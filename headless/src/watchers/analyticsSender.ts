import type { Analytics } from '../api/createAnalytics.js'
import { FOYER_SDK_TYPE, FOYER_VERSION } from '../constants/miscellaneous.js'
import { featuresAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import type { FoyerEvent } from '../store/events.js'
import { lazyOnce } from '../utils/lazyOnce.js'

// What `watchAnalytics` loads with import() after the first event's frame has painted, so that
// none of it is part of a host's first load (issue #19).

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
 * Sends an instance event's analytics event (SPEC §7), if it stands for one, with the address
 * that was connected when it happened. The service client and the provider's analytics config
 * (asked once; a failure means disabled) load on the first tracked event, so an event that is
 * not tracked (a restored connection's) asks the provider nothing.
 */
export function analyticsSender(
  foyer: Foyer,
): (event: FoyerEvent, address: string | undefined) => Promise<unknown> {
  const { options, store } = foyer
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
  return async (event, address) => {
    const tracked = analyticsEventOf(event)
    if (tracked) return (await load())?.track({ type: 'track', ...tracked }, address)
  }
}
