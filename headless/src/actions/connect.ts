import type { ChainNamespace } from '../chains/namespaces.js'
import type {
  Connector,
  ConnectorChainId,
  ConnectorConnection,
} from '../connectors/createConnector.js'
import { CONNECT_TIMEOUT_MS } from '../constants/timing.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import { ConnectorNotFoundError } from '../errors/config.js'
import { ConnectCancelledError, ConnectTimeoutError } from '../errors/connect.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { toWalletError } from '../errors/rpc.js'
import type { AccountState } from '../machines/connection.js'
import {
  type WalletConnectionEvent,
  walletConnectionTransition,
} from '../machines/walletConnection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { activeNamespaceAtom, walletConnectionAtom } from '../store/atoms.js'
import { findAdapter, networkOfChain } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { findListedConnector } from '../store/listedConnectorsAtom.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { applyConnection, setActiveNetwork, updateAccount } from './connections.js'
import { signalIntent } from './signalIntent.js'

export type ConnectParameters = {
  /** The connector, or its id among the instance's connectors. */
  connector: Connector | string
  /** The namespace to connect. @default the connector's `chain` */
  namespace?: ChainNamespace
  /** The chain to connect on, where the wallet lets the dapp choose. */
  chainId?: ConnectorChainId
  /** Called with a pairing URI to show (WalletConnect). */
  onDisplayUri?: (uri: string) => void
  /** How long to wait for the wallet's answer. @default CONNECT_TIMEOUT_MS (2 minutes) */
  timeoutMs?: number
}

/** The connected account. */
export type ConnectReturnType = AccountState

export type ConnectErrorType =
  | ConnectorNotFoundError
  | AdapterNotFoundError
  | UserRejectedRequestError
  | WalletRpcError
  | ConnectTimeoutError
  | ConnectCancelledError
  | FoyerError

/**
 * Connects a wallet through its connector. The attempt (`walletConnectionAtom`) and the
 * namespace's account go through their machines: a live connection stays until the new one is
 * made, and on success the active network follows the wallet's chain. The latest attempt wins:
 * one superseded by a newer attempt, or cancelled (`cancelConnect`), rejects with
 * `ConnectCancelledError` and its late answer is never applied. A wallet that does not answer
 * within `timeoutMs` fails with `ConnectTimeoutError`. The `connect` or `connectError` event
 * goes out. Throws a Foyer error (4001 → `UserRejectedRequestError`). A MULTI_CHAIN entry (one
 * wallet listed once for several namespaces) connects each namespace the host has an adapter
 * for, one after the other.
 */
export async function connect(
  foyer: Foyer,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    connector: is.anyOf(is.string, is.shape({ id: is.string })),
    namespace: is.optional(is.namespace),
    chainId: is.optional(is.anyOf(is.number, is.string)),
    onDisplayUri: is.optional(is.function),
    timeoutMs: is.optional(is.nonNegativeNumber),
  })
  signalIntent(foyer)
  const entry =
    typeof parameters.connector === 'string'
      ? findListedConnector(foyer, parameters.connector)
      : parameters.connector
  const members = entry?.connectors
  if (!members?.length || parameters.namespace !== undefined) {
    return connectNamespace(foyer, parameters, entry)
  }
  // A MULTI_CHAIN entry connects each of its namespaces the host has an adapter for, in turn;
  // the first one's account is returned. A namespace that fails leaves the others connected.
  const usable = members.filter((member) => findAdapter(foyer, member.chain))
  const activeBefore = foyer.store.get(activeNamespaceAtom)
  const accounts = new Map<string, ConnectReturnType>()
  for (const member of usable) {
    const account = await connectNamespace(foyer, { ...parameters, connector: member }, member)
    accounts.set(member.chain, account)
  }
  // The namespace that was active stays active (each connection made its own chain active).
  const kept = accounts.get(activeBefore)
  const network =
    kept?.chainId === undefined ? undefined : networkOfChain(foyer, activeBefore, kept.chainId)
  if (network) setActiveNetwork(foyer, network)
  return kept ?? accounts.values().next().value ?? connectNamespace(foyer, parameters, entry)
}

/** Connects one connector in one namespace (the connector's own by default). */
async function connectNamespace(
  foyer: Foyer,
  parameters: ConnectParameters,
  connector: Connector | undefined,
): Promise<ConnectReturnType> {
  const { store } = foyer
  const connectorId =
    typeof parameters.connector === 'string' ? parameters.connector : parameters.connector.id
  const send = (event: WalletConnectionEvent) =>
    store.set(walletConnectionAtom, (state) => walletConnectionTransition(state, event))
  send({ type: 'start', connectorId })
  const { attempt } = store.get(walletConnectionAtom)

  const fail = (error: FoyerError): never => {
    send({ type: error.code === 'USER_REJECTED' ? 'reject' : 'fail', attempt, error })
    foyer.emitter.emit({ type: 'connectError', connectorId, error })
    throw error
  }
  if (!connector) return fail(new ConnectorNotFoundError(connectorId))
  const namespace = parameters.namespace ?? connector.chain
  if (!findAdapter(foyer, namespace)) {
    return fail(new AdapterNotFoundError({ metaMessages: [`Namespace: ${namespace}`] }))
  }

  updateAccount(foyer, namespace, { type: 'connect', connectorId })
  let connection: ConnectorConnection
  try {
    connection = await answerOf(foyer, attempt, parameters.timeoutMs ?? CONNECT_TIMEOUT_MS, () =>
      connector.connect({
        namespace,
        chainId: parameters.chainId,
        onDisplayUri: parameters.onDisplayUri,
      }),
    )
  } catch (cause) {
    // A superseded attempt leaves the state to the attempt that replaced it.
    if (cause instanceof ConnectCancelledError) throw cause
    updateAccount(foyer, namespace, { type: 'connectFailed' })
    return fail(toWalletError(cause))
  }
  const account = applyConnection(foyer, { namespace, connector, connection, reconnected: false })
  send({ type: 'succeed', attempt })
  return account
}

/**
 * The wallet's answer to attempt `attempt`, unless the attempt stops being the current one
 * first (`ConnectCancelledError`) or `timeoutMs` passes (`ConnectTimeoutError`).
 */
function answerOf<value>(
  foyer: Foyer,
  attempt: number,
  timeoutMs: number,
  ask: () => Promise<value>,
): Promise<value> {
  const { store } = foyer
  const isCurrent = () => {
    const state = store.get(walletConnectionAtom)
    return state.attempt === attempt && state.status === 'connecting'
  }
  return new Promise<value>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearTimeout(timer)
      unsubscribe()
      outcome()
    }
    const timer = setTimeout(() => settle(() => reject(new ConnectTimeoutError())), timeoutMs)
    const unsubscribe = store.sub(walletConnectionAtom, () => {
      if (!isCurrent()) settle(() => reject(new ConnectCancelledError()))
    })
    ask().then(
      (value) => settle(() => (isCurrent() ? resolve(value) : reject(new ConnectCancelledError()))),
      (error: unknown) => settle(() => reject(error)),
    )
  })
}
