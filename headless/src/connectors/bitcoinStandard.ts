import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { type AccountRecord, resolveAccountType } from '../chains/accountTypes.js'
import { bitcoinCaipNetworkId, pickBitcoinNetwork } from '../chains/bitcoinChains.js'
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

/** What a Bitcoin account is for (`bitcoin:connect` purposes): paying, or holding ordinals. */
export type BitcoinPurpose = 'payment' | 'ordinals'

/**
 * A Wallet Standard account of a Bitcoin wallet. Wallets may add its `purpose` and BIP-32
 * derivation `path` (the devstack's test wallet does); Foyer reads both when present.
 */
export type BitcoinWalletAccount = WalletAccount & {
  readonly purpose?: BitcoinPurpose
  readonly path?: string
}

/** The Wallet Standard features a Bitcoin wallet may have, as Foyer reads them. */
export type BitcoinStandardFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature & {
      /** Exodus's bitcoin-wallet-standard: asks for the accounts of the given purposes. */
      'bitcoin:connect': {
        version: string
        connect(input: {
          purposes: BitcoinPurpose[]
        }): Promise<{ accounts: readonly WalletAccount[] }>
      }
      /** Signs a message; the signature's format is the wallet's (the test wallet: BIP-137). */
      'bitcoin:signMessage': {
        version: string
        signMessage(
          ...inputs: { account: WalletAccount; message: Uint8Array }[]
        ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
      }
    }
>

/**
 * What a Bitcoin Wallet Standard connector's `getProvider()` gives the bitcoin adapter: the
 * wallet and the payment account it connected, undefined until it connects.
 */
export type BitcoinStandardProvider = {
  readonly wallet: Wallet
  readonly account: WalletAccount | undefined
}

const isBitcoinAccount = (account: WalletAccount) =>
  !Array.isArray(account.chains) ||
  account.chains.length === 0 ||
  account.chains.some((chain) => bitcoinCaipNetworkId(chain) !== undefined)

/**
 * Whether a registered Wallet Standard wallet can serve Bitcoin: a name, a Bitcoin chain
 * (`bip122:…` or `bitcoin:mainnet`, …) and `bitcoin:connect` or `standard:connect`. Read
 * without trusting it, like `isSolanaStandardWallet`.
 */
export function isBitcoinStandardWallet(wallet: unknown): wallet is Wallet {
  const name = readProperty(wallet, 'name')
  const chains = readProperty(wallet, 'chains')
  const features = readProperty(wallet, 'features')
  const feature = (key: string) => typeof readProperty(features, key) === 'object'
  return (
    typeof name === 'string' &&
    name.trim() !== '' &&
    Array.isArray(chains) &&
    chains.some((chain) => bitcoinCaipNetworkId(chain) !== undefined) &&
    (feature('bitcoin:connect') || feature('standard:connect'))
  )
}

/**
 * The connector id of a Bitcoin Wallet Standard wallet: `ws.bip122.` then its name slugged as
 * `walletStandardConnectorId` slugs it ('Foyer Bitcoin Wallet' → 'ws.bip122.foyer-bitcoin-wallet').
 */
export function bitcoinStandardConnectorId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `ws.bip122.${slug || 'wallet'}`
}

const toHex = (bytes: unknown) =>
  bytes instanceof Uint8Array
    ? Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
    : undefined

/** Parameters of {@link bitcoinStandard}. */
export type BitcoinStandardParameters = {
  /** A registered Wallet Standard wallet with a Bitcoin chain. */
  wallet: Wallet
}

/**
 * The connector of a Wallet Standard wallet on Bitcoin (type 'ANNOUNCED', chain 'bip122'). It
 * asks `bitcoin:connect` for the accounts of the namespace's account type (`payment`, SPEC §3),
 * or `standard:connect` without it (silently to restore); `standard:disconnect` ends it and
 * `standard:events` changes become `accountsChanged` (or `disconnect`). Its accounts are also
 * account records (`getAccountRecords`: address, type 'payment', public key hex, path). The chain
 * is the host's Bitcoin network the wallet lists. Wallet errors become Foyer errors.
 */
export function bitcoinStandard({ wallet }: BitcoinStandardParameters): CreateConnectorFn {
  const features = wallet.features as BitcoinStandardFeatures
  const { icon } = wallet
  const type = resolveAccountType('bip122') ?? 'payment'

  return (config) => {
    const referenceOf = (asked?: ConnectorChainId) =>
      (
        pickBitcoinNetwork(config.networks, wallet.chains, asked)?.caipNetworkId ??
        wallet.chains.map(bitcoinCaipNetworkId).find(Boolean) ??
        'bip122:000000000019d6689c085ae165831e93'
      ).slice('bip122:'.length)
    let chainId: ConnectorChainId = referenceOf()
    let accounts: readonly BitcoinWalletAccount[] = []

    // Payment accounts only, in the wallet's order (an account without a purpose pays).
    const paymentAccounts = (list: readonly WalletAccount[]) =>
      (list as readonly BitcoinWalletAccount[]).filter(
        (account) => isBitcoinAccount(account) && (account.purpose ?? type) === type,
      )
    const remember = (list: readonly WalletAccount[]) => {
      accounts = paymentAccounts(list)
      return accounts.map((account) => account.address)
    }
    async function ask(silent: boolean): Promise<readonly WalletAccount[]> {
      const bitcoinConnect = features['bitcoin:connect']
      const standardConnect = features['standard:connect']
      try {
        if (silent) {
          if (standardConnect) return (await standardConnect.connect({ silent })).accounts
          return wallet.accounts
        }
        if (bitcoinConnect)
          return (await bitcoinConnect.connect({ purposes: ['payment'] })).accounts
        if (standardConnect) return (await standardConnect.connect()).accounts
      } catch (error) {
        throw toWalletStandardError(error)
      }
      throw toWalletError({ code: 4200 })
    }

    const connector: Connector = {
      id: bitcoinStandardConnectorId(wallet.name),
      name: wallet.name,
      type: 'ANNOUNCED',
      chain: 'bip122',
      namespaces: ['bip122'],
      ...(typeof icon === 'string' && isDataImageUri(icon) ? { imageUrl: icon } : {}),
      async connect(parameters) {
        const [first, ...rest] = remember(await ask(false))
        // Connected but no payment account shared: the dapp is not authorised (EIP-1193 4100).
        if (!first) throw toWalletError({ code: 4100 })
        chainId = referenceOf(parameters.chainId)
        return { accounts: [first, ...rest], chainId }
      },
      async disconnect() {
        accounts = []
        try {
          await features['standard:disconnect']?.disconnect()
        } catch {
          // A wallet that cannot end the connection: forgetting it locally is enough.
        }
      },
      getAccounts: async () => remember(wallet.accounts),
      getChainId: async () => chainId,
      async isAuthorized() {
        try {
          return remember(await ask(true)).length > 0
        } catch {
          return false
        }
      },
      getProvider: async (): Promise<BitcoinStandardProvider> => ({
        wallet,
        account: accounts[0],
      }),
      getAccountRecords: (): readonly AccountRecord[] =>
        accounts.map((account) => {
          const publicKey = toHex(account.publicKey)
          return {
            namespace: 'bip122',
            address: account.address,
            type,
            ...(publicKey ? { publicKey } : {}),
            ...(typeof account.path === 'string' ? { path: account.path } : {}),
          }
        }),
      subscribe(listener: (event: ConnectorEvent) => void) {
        const on = features['standard:events']?.on
        if (!on) return () => {}
        return on('change', ({ accounts: changed }) => {
          if (!changed) return
          const addresses = remember(changed)
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
