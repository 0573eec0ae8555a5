import {
  type AccountState,
  type Connector,
  disconnect,
  type Foyer,
  UserRejectedRequestError as FoyerUserRejectedRequestError,
  getAccount,
  getConnectors,
  openModal,
  switchNetwork,
  waitForRestore,
  watchAccount,
} from '@foyer/headless'
import type { CreateConnectorFn } from '@wagmi/core'
import { type Address, type Chain, SwitchChainError, UserRejectedRequestError } from 'viem'
import { createFoyerProvider, type FoyerEip1193Provider } from './foyerProvider.js'
import { check, isFoyer, isObject } from './parameters.js'

export type FoyerConnectorParameters = {
  /**
   * How long wagmi's restore waits for Foyer's (`waitForRestore`) before it counts the connector
   * as not authorised; a later Foyer connection still reaches wagmi (the `connect` event).
   * @default 10_000
   */
  restoreTimeoutMs?: number
  /**
   * The connector's name in wagmi (`useAccount().connector.name`). The wallet Foyer connected
   * through is `connector.getFoyerConnector()`.
   * @default 'Foyer'
   */
  name?: string
}

/** What `foyerConnector` adds to a wagmi connector. */
export type FoyerConnectorProperties = {
  /** The Foyer instance the connector mirrors. */
  readonly foyer: Foyer
  /** The wallet Foyer's eip155 account is connected through; undefined when disconnected. */
  getFoyerConnector(): Connector | undefined
}

type FoyerConnectorFn = CreateConnectorFn<FoyerEip1193Provider, FoyerConnectorProperties>

/**
 * wagmi's `CreateConnectorFn` (v3's), without the `providers` of its config: the connector never
 * reads them (Foyer discovers wallets), and @wagmi/core 2 does not pass them.
 */
export type FoyerConnectorReturnType = (
  config: Omit<Parameters<FoyerConnectorFn>[0], 'providers'>,
) => ReturnType<FoyerConnectorFn>

/** Its `id` and `type` in wagmi. */
export const foyerConnectorId = 'foyer'

type Connection = { accounts: readonly [Address]; chainId: number }

function connectionOf(account: AccountState): Connection | undefined {
  if (account.status !== 'connected' || !account.address || account.chainId === undefined) return
  return { accounts: [account.address as Address], chainId: Number(account.chainId) }
}

/**
 * The wagmi connector of a Foyer instance: wagmi mirrors Foyer's eip155 connection, whatever
 * wallet the visitor connected in Foyer's modal (browser wallet, WalletConnect, embedded
 * wallet). Foyer alone talks to wallets; the connector
 * - restores without prompting: `isAuthorized` waits for Foyer's restore (never rejects);
 * - emits `connect`, `change` and `disconnect` as Foyer's eip155 account changes;
 * - `connect()` opens Foyer's modal and resolves once eip155 connects, or rejects with viem's
 *   `UserRejectedRequestError` when the modal closes first;
 * - `disconnect()` disconnects Foyer's eip155; `switchChain()` is Foyer's `switchNetwork`.
 * Put it in `createConfig({ connectors: [foyerConnector(foyer)], multiInjectedProviderDiscovery:
 * false })`, alone: other connectors would reach wallets behind Foyer's back.
 */
export function foyerConnector(
  foyer: Foyer,
  parameters: FoyerConnectorParameters = {},
): FoyerConnectorReturnType {
  check('foyer', foyer, 'a Foyer instance (createFoyer)', isFoyer(foyer))
  check('parameters', parameters, 'an object', isObject(parameters))
  const { restoreTimeoutMs = 10_000, name = 'Foyer' } = parameters
  check(
    'parameters.restoreTimeoutMs',
    restoreTimeoutMs,
    'a number of 0 or more',
    typeof restoreTimeoutMs === 'number' && restoreTimeoutMs >= 0,
  )
  check('parameters.name', name, 'a string', typeof name === 'string')

  return (config) => {
    const current = () => connectionOf(getAccount(foyer, { namespace: 'eip155' }))
    let stopWatching: (() => void) | undefined

    /** Opens Foyer's modal; resolves once eip155 connects, rejects when the modal closes first. */
    const connectInModal = () =>
      new Promise<Connection>((resolve, reject) => {
        const finish = (end: () => void) => {
          stopAccount()
          stopModal()
          end()
        }
        const stopAccount = watchAccount(foyer, {
          namespace: 'eip155',
          onChange(account) {
            const connection = connectionOf(account)
            if (connection) finish(() => resolve(connection))
          },
        })
        const stopModal = foyer.emitter.subscribe((event) => {
          if (event.type !== 'modalClose') return
          const connection = current()
          finish(() =>
            connection
              ? resolve(connection)
              : reject(new UserRejectedRequestError(new Error('The modal was closed.'))),
          )
        })
        openModal(foyer, { namespace: 'eip155' })
      })

    const provider = createFoyerProvider(foyer, async () => {
      const connection = current() ?? (await connectInModal())
      return connection.accounts
    })

    return {
      id: foyerConnectorId,
      name,
      type: foyerConnectorId,
      foyer,
      getFoyerConnector() {
        const { connectorId, isConnected } = getAccount(foyer, { namespace: 'eip155' })
        if (!isConnected) return undefined
        return getConnectors(foyer).find((connector) => connector.id === connectorId)
      },

      async setup() {
        stopWatching?.()
        stopWatching = watchAccount(foyer, {
          namespace: 'eip155',
          onChange(account, previous) {
            const connection = connectionOf(account)
            const before = connectionOf(previous)
            if (connection && !before) {
              // wagmi ignores it while it connects or restores itself: those get the
              // connection from connect(); otherwise (the visitor connected in Foyer's modal,
              // or Foyer's restore outlasted wagmi's) it connects wagmi.
              config.emitter.emit('connect', connection)
            } else if (connection && before) {
              if (connection.accounts[0] !== before.accounts[0])
                config.emitter.emit('change', { accounts: connection.accounts })
              if (connection.chainId !== before.chainId)
                config.emitter.emit('change', { chainId: connection.chainId })
            } else if (!connection && before && account.status === 'disconnected') {
              config.emitter.emit('disconnect')
            }
            if (connection?.accounts[0] !== before?.accounts[0])
              provider.emitEvent('accountsChanged', connection?.accounts ?? [])
          },
        })
      },

      async connect(parameters = {}) {
        const connection =
          current() ??
          (parameters.isReconnecting
            ? undefined // a restore never opens the modal
            : await connectInModal())
        if (!connection) throw new UserRejectedRequestError(new Error('Foyer is not connected.'))
        const accounts = parameters.withCapabilities
          ? connection.accounts.map((address) => ({ address, capabilities: {} }))
          : connection.accounts
        return { accounts, chainId: connection.chainId } as never
      },

      async disconnect() {
        await disconnect(foyer, { namespace: 'eip155' })
      },

      async getAccounts() {
        return current()?.accounts ?? []
      },

      async getChainId() {
        return current()?.chainId ?? (config.chains[0] as Chain).id
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        try {
          await waitForRestore(foyer, { timeoutMs: restoreTimeoutMs })
          return current() !== undefined
        } catch {
          return false
        }
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((chain) => chain.id === chainId)
        if (!chain)
          throw new SwitchChainError(new Error(`Chain ${chainId} is not in wagmi's chains.`))
        try {
          await switchNetwork(foyer, { network: `eip155:${chainId}` })
        } catch (error) {
          if (error instanceof FoyerUserRejectedRequestError)
            throw new UserRejectedRequestError(error)
          throw new SwitchChainError(error as Error)
        }
        config.emitter.emit('change', { chainId })
        return chain
      },

      // Foyer's watcher emits to wagmi; the provider's own events are not listened to.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  }
}
