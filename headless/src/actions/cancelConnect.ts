import type { ChainNamespace } from '../chains/namespaces.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../connectors/walletConnect.js'
import { walletConnectionTransition } from '../machines/walletConnection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, walletConnectionAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { updateAccount } from './connections.js'
import { resetPairing } from './pairing.js'

export type CancelConnectReturnType = undefined

export type CancelConnectErrorType = never

/**
 * Gives up the connect attempt under way, if any: its `connect` rejects with
 * `ConnectCancelledError`, a late answer from the wallet is never applied, and a namespace that
 * was connecting through it goes back to what it was (a live connection stays). A WalletConnect
 * attempt's pairing is reset (SPEC §4) and stops refreshing. Closing the modal and going back
 * from ConnectingExternal or a WalletConnect view do this.
 */
export function cancelConnect(foyer: Foyer): CancelConnectReturnType {
  assertFoyer(foyer)
  const { store } = foyer
  const state = store.get(walletConnectionAtom)
  if (state.status !== 'connecting') return
  store.set(walletConnectionAtom, walletConnectionTransition(state, { type: 'cancel' }))
  if (state.connectorId === WALLET_CONNECT_CONNECTOR_ID) resetPairing(foyer)
  for (const [namespace, account] of Object.entries(store.get(accountsAtom))) {
    if (account?.status === 'connecting' && account.connectorId === state.connectorId) {
      updateAccount(foyer, namespace as ChainNamespace, { type: 'connectFailed' })
    }
  }
}
