import { useCallback } from 'react'
import { goBack } from '../actions/goBack.js'
import { selectWallet } from '../actions/selectWallet.js'
import type { Connector } from '../connectors/createConnector.js'
import type { WalletConnectionState } from '../machines/walletConnection.js'
import { walletConnectionAtom } from '../store/atoms.js'
import { listedConnectorsAtom } from '../store/listedConnectorsAtom.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseConnectFlowReturnType = {
  /** The wallets the visitor can pick: the host's connectors, then the installed ones. */
  wallets: readonly Connector[]
  /** The current attempt: idle, connecting, connected, rejected (4001) or failed. */
  state: WalletConnectionState
  /** The wallet being (or last) connected. */
  connector: Connector | undefined
  /** Connects a wallet by connector id; the outcome is in `state`, never thrown. */
  connect(connectorId: string): void
  /** Tries the last wallet again. */
  retry(): void
  /** Gives up the attempt under way and goes back (`cancelConnect`). */
  cancel(): void
}

/** Lists the wallets and connects one, exposing the attempt's status and typed error. */
export function useConnectFlow(): UseConnectFlowReturnType {
  const foyer = useFoyer()
  const wallets = useFoyerValue(listedConnectorsAtom)
  const state = useFoyerValue(walletConnectionAtom)
  const connectorId = state.status === 'idle' ? undefined : state.connectorId
  const connect = useCallback(
    (id: string) => void selectWallet(foyer, { connectorId: id }).catch(() => {}),
    [foyer],
  )
  const retry = useCallback(() => {
    if (connectorId) connect(connectorId)
  }, [connect, connectorId])
  const cancel = useCallback(() => goBack(foyer), [foyer])
  return {
    wallets,
    state,
    // A MULTI_CHAIN entry connects its members in turn: the entry names the wallet throughout.
    connector: wallets.find(
      (wallet) =>
        wallet.id === connectorId || wallet.connectors?.some((member) => member.id === connectorId),
    ),
    connect,
    retry,
    cancel,
  }
}
