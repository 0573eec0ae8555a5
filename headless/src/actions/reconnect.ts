import type { ChainNamespace } from '../chains/namespaces.js'
import type { Connector } from '../connectors/createConnector.js'
import { CONNECTOR_RESTORE_TIMEOUT_MS } from '../constants/timing.js'
import type { AccountState } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, activeNamespaceAtom, connectorsAtom } from '../store/atoms.js'
import { findConnector, networkOfChain } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { applyConnection, resetConnection, setActiveNetwork, updateAccount } from './connections.js'
import { pendingRestores, restoreStoredSession } from './restoreStoredSession.js'

export type ReconnectParameters = {
  /** Stops the restore; nothing changes after it aborts (an unmount, React StrictMode). */
  signal?: AbortSignal
  /**
   * How long to wait for a stored connector to appear (wallets announce themselves late).
   * @default CONNECTOR_RESTORE_TIMEOUT_MS (3 s)
   */
  timeoutMs?: number
}

/** Every namespace's account once the restore has ended. */
export type ReconnectReturnType = Partial<Record<ChainNamespace, AccountState>>

/** Never throws: a connection that cannot be restored ends disconnected. */
export type ReconnectErrorType = never

/**
 * Restores the session stored by an earlier visit (SPEC §4 start-up rule): the active network,
 * and each stored connection, which starts 'connecting', waits for its connector, asks it
 * without prompting whether the dapp is still authorised, and ends 'connected' or
 * 'disconnected' — never passing through 'disconnected' on the way. `mount` runs it.
 */
export async function reconnect(
  foyer: Foyer,
  parameters: ReconnectParameters = {},
): Promise<ReconnectReturnType> {
  assertFoyer(foyer)
  assertParameters(
    parameters,
    { signal: is.optional(is.abortSignal), timeoutMs: is.optional(is.nonNegativeNumber) },
    { optional: true },
  )
  const { signal, timeoutMs = CONNECTOR_RESTORE_TIMEOUT_MS } = parameters
  if (signal?.aborted) return foyer.store.get(accountsAtom)
  restoreStoredSession(foyer)
  await Promise.all(
    pendingRestores(foyer).map(async ([namespace, connectorId]) => {
      updateAccount(foyer, namespace, { type: 'reconnect', connectorId })
      const connector = await waitForConnector(foyer, connectorId, timeoutMs, signal)
      try {
        const authorized = (await connector?.isAuthorized()) ?? false
        const [accounts, chainId] =
          authorized && connector
            ? await Promise.all([connector.getAccounts(), connector.getChainId()])
            : [[], undefined]
        if (signal?.aborted) return
        const [first, ...rest] = accounts
        if (!connector || !first || chainId === undefined) return resetConnection(foyer, namespace)
        applyConnection(foyer, {
          namespace,
          connector,
          connection: { accounts: [first, ...rest], chainId },
          reconnected: true,
        })
      } catch {
        if (!signal?.aborted) resetConnection(foyer, namespace)
      }
    }),
  )
  if (!signal?.aborted) followRestoredNamespace(foyer)
  return foyer.store.get(accountsAtom)
}

/**
 * The restore keeps the active namespace (applyConnection); when it did not come back but
 * another did, the active network moves to that one's chain, so the button shows a connection.
 */
function followRestoredNamespace(foyer: Foyer): void {
  const accounts = foyer.store.get(accountsAtom)
  if (accounts[foyer.store.get(activeNamespaceAtom)]?.status === 'connected') return
  for (const [namespace, account] of Object.entries(accounts)) {
    if (account?.status !== 'connected' || account.chainId === undefined) continue
    const network = networkOfChain(foyer, namespace as ChainNamespace, account.chainId)
    if (!network) continue
    setActiveNetwork(foyer, network)
    return
  }
}

/** Resolves with the connector once it is listed; undefined after the timeout or an abort. */
function waitForConnector(
  foyer: Foyer,
  connectorId: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Connector | undefined> {
  return new Promise((resolve) => {
    const finish = (connector: Connector | undefined) => {
      unsubscribe()
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      resolve(connector)
    }
    const check = () => {
      const connector = findConnector(foyer, connectorId)
      if (connector) finish(connector)
    }
    const onAbort = () => finish(undefined)
    const unsubscribe = foyer.store.sub(connectorsAtom, check)
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    signal?.addEventListener('abort', onAbort)
    if (signal?.aborted) onAbort()
    else check()
  })
}
