import type { ChainNamespace } from '../chains/namespaces.js'
import type { Connector, ConnectorChainId } from '../connectors/createConnector.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import { ConnectorNotFoundError } from '../errors/config.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { toWalletError } from '../errors/rpc.js'
import type { AccountState } from '../machines/connection.js'
import { walletConnectionTransition } from '../machines/walletConnection.js'
import { walletConnectionAtom } from '../store/atoms.js'
import { applyConnection, findConnector, updateAccount } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'

export type ConnectParameters = {
  /** The connector, or its id among the instance's connectors. */
  connector: Connector | string
  /** The namespace to connect. @default the connector's `chain` */
  namespace?: ChainNamespace
  /** The chain to connect on, where the wallet lets the dapp choose. */
  chainId?: ConnectorChainId
  /** Called with a pairing URI to show (WalletConnect). */
  onDisplayUri?: (uri: string) => void
}

/** The connected account. */
export type ConnectReturnType = AccountState

export type ConnectErrorType =
  | ConnectorNotFoundError
  | AdapterNotFoundError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/**
 * Connects a wallet through its connector. The attempt (`walletConnectionAtom`) and the
 * namespace's account go through their machines: a live connection stays until the new one
 * is made; on success the active network follows the wallet's chain. The `connect` or
 * `connectError` event goes out. Throws a Foyer error (4001 → `UserRejectedRequestError`).
 */
export async function connect(
  foyer: Foyer,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { store } = foyer
  const connectorId =
    typeof parameters.connector === 'string' ? parameters.connector : parameters.connector.id
  const connector =
    typeof parameters.connector === 'string'
      ? findConnector(foyer, parameters.connector)
      : parameters.connector
  const attempt = (event: Parameters<typeof walletConnectionTransition>[1]) =>
    store.set(walletConnectionAtom, (state) => walletConnectionTransition(state, event))
  attempt({ type: 'start', connectorId })

  const fail = (error: FoyerError): never => {
    attempt({ type: error.code === 'USER_REJECTED' ? 'reject' : 'fail', error })
    foyer.emitter.emit({ type: 'connectError', connectorId, error })
    throw error
  }
  if (!connector) return fail(new ConnectorNotFoundError(connectorId))
  const namespace = parameters.namespace ?? connector.chain
  if (!foyer.options.adapters.some((adapter) => adapter.namespace === namespace)) {
    return fail(new AdapterNotFoundError({ metaMessages: [`Namespace: ${namespace}`] }))
  }

  updateAccount(foyer, namespace, { type: 'connect', connectorId })
  try {
    const connection = await connector.connect({
      namespace,
      chainId: parameters.chainId,
      onDisplayUri: parameters.onDisplayUri,
    })
    const account = applyConnection(foyer, { namespace, connector, connection, reconnected: false })
    attempt({ type: 'succeed' })
    return account
  } catch (cause) {
    updateAccount(foyer, namespace, { type: 'connectFailed' })
    return fail(toWalletError(cause))
  }
}
