import type { Wallet } from '@wallet-standard/base'
import type { Connector, CreateConnectorFn } from '../connectors/createConnector.js'
import { isExcludedWallet } from '../rules/excludedWallet.js'
import { standardConnectorsAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

/** The registry of Wallet Standard wallets (`getWallets()` of `@wallet-standard/app`). */
export type StandardWalletRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** Parameters of {@link watchStandardWallets}. */
export type WatchStandardWalletsParameters = {
  /** Loads the registry. For tests. @default `getWallets` of `@wallet-standard/app`, imported on demand */
  loadRegistry?: () => Promise<StandardWalletRegistry>
}

/** Whether the host offers Solana: a Solana network and the solana adapter. */
export function hostOffersSolana(foyer: Foyer): boolean {
  return hostOffers(foyer, 'solana')
}

/** Whether the host offers Bitcoin: a bip122 network and the bitcoin adapter. */
export function hostOffersBitcoin(foyer: Foyer): boolean {
  return hostOffers(foyer, 'bip122')
}

function hostOffers(foyer: Foyer, namespace: 'solana' | 'bip122'): boolean {
  const { networks, adapters } = foyer.options
  return (
    networks.some((network) => network.chainNamespace === namespace) &&
    adapters.some((adapter) => adapter.namespace === namespace)
  )
}

/** One kind of Wallet Standard connector: which wallets it serves and how it is made. */
type StandardKind = {
  accepts: (wallet: unknown) => boolean
  make: (wallet: Wallet) => CreateConnectorFn
}

/**
 * Lists the Wallet Standard wallets with the Solana features (when the host offers Solana,
 * {@link hostOffersSolana}) and those with a Bitcoin chain (when it offers Bitcoin,
 * {@link hostOffersBitcoin}), late registrations included, unregistered ones dropped, those the
 * host excludes by name left out. Each is set up once per kind as a `walletStandard` or
 * `bitcoinStandard` connector in `standardConnectorsAtom` (a wallet of both gets both, which
 * the list merges into one MULTI_CHAIN entry). The registry and the connector code load with
 * `import()`, only for the kinds the host offers, so an EVM-only host never fetches them.
 * Returns the function that stops.
 */
export function watchStandardWallets(
  foyer: Foyer,
  parameters: WatchStandardWalletsParameters = {},
): () => void {
  const solana = hostOffersSolana(foyer)
  const bitcoin = hostOffersBitcoin(foyer)
  if (!solana && !bitcoin) return () => {}
  let stopped = false
  let stop = () => {}
  const loadRegistry =
    parameters.loadRegistry ?? (async () => (await import('@wallet-standard/app')).getWallets())
  const kinds: Promise<StandardKind>[] = []
  if (solana) {
    kinds.push(
      import('../connectors/walletStandard.js').then((module) => ({
        accepts: module.isSolanaStandardWallet,
        make: (wallet) => module.walletStandard({ wallet }),
      })),
    )
  }
  if (bitcoin) {
    kinds.push(
      import('../connectors/bitcoinStandard.js').then((module) => ({
        accepts: module.isBitcoinStandardWallet,
        make: (wallet) => module.bitcoinStandard({ wallet }),
      })),
    )
  }
  void Promise.all([loadRegistry(), Promise.all(kinds)]).then(
    ([registry, loaded]) => {
      if (stopped) return
      const config = {
        projectId: foyer.options.projectId,
        networks: foyer.options.networks,
        rpcUrls: foyer.rpcUrls,
      }
      const made = loaded.map(() => new Map<Wallet, Connector>())
      const update = () => {
        const wallets = registry.get()
        // Checked first: a wallet any page script registered is read only once it passes.
        const listed = (kind: StandardKind) =>
          wallets
            .filter(kind.accepts)
            .filter(({ name }) => !isExcludedWallet({ name }, foyer.options.excludeWalletIds))
        foyer.store.set(
          standardConnectorsAtom,
          loaded.flatMap((kind, index) => {
            const cache = made[index] as Map<Wallet, Connector>
            return listed(kind).map((wallet) => {
              let connector = cache.get(wallet)
              if (!connector) {
                connector = kind.make(wallet)(config)
                cache.set(wallet, connector)
              }
              return connector
            })
          }),
        )
      }
      const stops = [registry.on('register', update), registry.on('unregister', update)]
      stop = () => {
        for (const off of stops) off()
      }
      update()
    },
    // The registry or a connector failed to load (offline): no Wallet Standard wallet is listed.
    () => {},
  )
  return () => {
    stopped = true
    stop()
  }
}
