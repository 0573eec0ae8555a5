import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { pickSolanaNetwork, solanaClusterReferences } from '../chains/solanaChains.js'
import { readProperty } from '../errors/inspect.js'
import { toWalletError } from '../errors/rpc.js'
import { toWalletStandardError } from '../errors/solana.js'
import type {
  Connector,
  ConnectorChainId,
  ConnectorEvent,
  CreateConnectorFn,
} from './createConnector.js'
import { isDataImageUri } from './eip6963.js'

export type { Wallet, WalletAccount }

/** The Wallet Standard features a Solana wallet may have, as Foyer reads them. */
export type SolanaStandardFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignAndSendTransactionFeature &
    SolanaSignTransactionFeature
>

/**
 * What a Wallet Standard connector's `getProvider()` gives the solana adapter: the wallet (its
 * features sign and send) and the account it connected, undefined until it connects.
 */
export type WalletStandardProvider = {
  readonly wallet: Wallet
  readonly account: WalletAccount | undefined
}

const isSolanaChain = (chain: unknown) => typeof chain === 'string' && chain.startsWith('solana:')

/**
 * Whether a registered Wallet Standard wallet can serve Solana: a name, a Solana chain,
 * `standard:connect`, and `solana:signAndSendTransaction` or `solana:signTransaction`. Any page
 * script can register a wallet, so it is read without trusting it: a getter that throws fails.
 */
export function isSolanaStandardWallet(wallet: unknown): wallet is Wallet {
  const name = readProperty(wallet, 'name')
  const chains = readProperty(wallet, 'chains')
  const features = readProperty(wallet, 'features')
  const feature = (key: string) => typeof readProperty(features, key) === 'object'
  return (
    typeof name === 'string' &&
    name.trim() !== '' &&
    Array.isArray(chains) &&
    chains.some(isSolanaChain) &&
    feature('standard:connect') &&
    (feature('solana:signAndSendTransaction') || feature('solana:signTransaction'))
  )
}

/**
 * The connector id of a Wallet Standard wallet, which has no rdns: `ws.solana.` then its name
 * lower-cased, each run of characters other than a–z and 0–9 turned into one `-`, with none at
 * either end ('Phantom' → 'ws.solana.phantom', 'Backpack Wallet' → 'ws.solana.backpack-wallet').
 * The same wallet thus keeps its id across page loads, so a stored connection restores.
 */
export function walletStandardConnectorId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `ws.solana.${slug || 'wallet'}`
}

/** Parameters of {@link walletStandard}. */
export type WalletStandardParameters = {
  /** A registered Wallet Standard wallet with the Solana features. */
  wallet: Wallet
}

/**
 * The connector of a Wallet Standard wallet on Solana (type 'ANNOUNCED', chain 'solana'):
 * `standard:connect` connects (silently to restore), `standard:disconnect` ends it, and
 * `standard:events` changes become `accountsChanged` (or `disconnect` when no account is left).
 * Its id is {@link walletStandardConnectorId}; its icon is kept only as a `data:` image. The
 * wallet picks no cluster: the chain is the host's Solana network the wallet lists (or the one
 * asked for), and the adapter names it in each request. Wallet errors become Foyer errors
 * (a refusal → `UserRejectedRequestError`).
 */
export function walletStandard({ wallet }: WalletStandardParameters): CreateConnectorFn {
  const features = wallet.features as SolanaStandardFeatures
  const { icon } = wallet

  return (config) => {
    const defaultReference = (reference?: ConnectorChainId) =>
      pickSolanaNetwork(config.networks, wallet.chains, reference)?.caipNetworkId.slice(7) ??
      solanaClusterReferences['solana:mainnet']
    let chainId: ConnectorChainId = defaultReference()
    let account: WalletAccount | undefined

    const solanaAccounts = (accounts: readonly WalletAccount[]) =>
      accounts.filter((item) => item.chains.some(isSolanaChain))
    async function standardConnect(silent: boolean): Promise<readonly WalletAccount[]> {
      const feature = features['standard:connect']
      if (!feature) throw toWalletError({ code: 4200 })
      try {
        return solanaAccounts((await feature.connect(silent ? { silent } : undefined)).accounts)
      } catch (error) {
        throw toWalletStandardError(error)
      }
    }
    const remember = (accounts: readonly WalletAccount[]) => {
      account = accounts[0]
      return accounts.map((item) => item.address)
    }

    const connector: Connector = {
      id: walletStandardConnectorId(wallet.name),
      name: wallet.name,
      type: 'ANNOUNCED',
      chain: 'solana',
      namespaces: ['solana'],
      ...(typeof icon === 'string' && isDataImageUri(icon) ? { imageUrl: icon } : {}),
      async connect(parameters) {
        const [first, ...rest] = remember(await standardConnect(false))
        // Connected but no Solana account shared: the dapp is not authorised (EIP-1193 4100).
        if (!first) throw toWalletError({ code: 4100 })
        chainId = defaultReference(parameters.chainId)
        return { accounts: [first, ...rest], chainId }
      },
      async disconnect() {
        account = undefined
        try {
          await features['standard:disconnect']?.disconnect()
        } catch {
          // A wallet that cannot end the connection: forgetting it locally is enough.
        }
      },
      getAccounts: async () => remember(solanaAccounts(wallet.accounts)),
      getChainId: async () => chainId,
      async isAuthorized() {
        try {
          return remember(await standardConnect(true)).length > 0
        } catch {
          return false
        }
      },
      getProvider: async (): Promise<WalletStandardProvider> => ({ wallet, account }),
      subscribe(listener: (event: ConnectorEvent) => void) {
        const on = features['standard:events']?.on
        if (!on) return () => {}
        return on('change', ({ accounts }) => {
          if (!accounts) return
          const addresses = remember(solanaAccounts(accounts))
          listener(
            addresses.length
              ? { type: 'accountsChanged', accounts: addresses }
              : { type: 'disconnect' },
          )
        })
      },
    }
    return connector
  }
}
