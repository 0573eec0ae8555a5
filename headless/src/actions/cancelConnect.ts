import type { ChainNamespace } from '../chains/namespaces.js'
import { walletConnectionTransition } from '../machines/walletConnection.js'
import { accountsAtom, walletConnectionAtom } from '../store/atoms.js'
import { updateAccount } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'

export type CancelConnectReturnType = undefined

export type CancelConnectErrorType = never

/**
 * Gives up the connect attempt under way, if any: its `connect` rejects with
 * `ConnectCancelledError`, a late answer from the wallet is never applied, and a namespace that
 * was connecting through it goes back to what it was (a live connection stays). Closing the
 * modal and going back from ConnectingExternal do this.
 */
export function cancelConnect(foyer: Foyer): CancelConnectReturnType {
  const { store } = foyer
  const state = store.get(walletConnectionAtom)
  if (state.status !== 'connecting') return
  store.set(walletConnectionAtom, walletConnectionTransition(state, { type: 'cancel' }))
  for (const [namespace, account] of Object.entries(store.get(accountsAtom))) {
    if (account?.status === 'connecting' && account.connectorId === state.connectorId) {
      updateAccount(foyer, namespace as ChainNamespace, { type: 'connectFailed' })
    }
  }
}
