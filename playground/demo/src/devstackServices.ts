import { DEVSTACK_API_URL, DEVSTACK_FRAME_URL, DEVSTACK_RELAY_URL } from '@foyer/devstack/config'

/**
 * The devstack's services, as the main demo page (foyer.ts, the README's quick start) spells them
 * out: the provider API, blockchain API and analytics sink, the WalletConnect relay and the
 * embedded wallet's frame, all on loopback. For the demo pages that use every one of them.
 */
export const devstackServices = {
  apiUrl: DEVSTACK_API_URL,
  blockchainApiUrl: DEVSTACK_API_URL,
  analyticsUrl: DEVSTACK_API_URL,
  relayUrl: DEVSTACK_RELAY_URL,
  frameUrl: DEVSTACK_FRAME_URL,
}
