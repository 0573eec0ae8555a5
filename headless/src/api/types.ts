// Shapes of the provider API's and blockchain API's answers (SPEC §3, §7). Fields the spec
// does not name are left open (`[key: string]: unknown` where the API may send more).

/** A wallet of the wallet directory (SPEC §3 "Wallet"). */
export type DirectoryWallet = {
  id: string
  name: string
  image_id?: string
  rdns?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  chains?: string[]
  /** The directory's badge, e.g. 'certified'. */
  badge_type?: string
  [key: string]: unknown
}

/** A page of the wallet directory. */
export type WalletPage = { data: DirectoryWallet[]; count: number }

/** One feature of the project's remote configuration (SPEC §6, SPEC-NOTES). */
export type RemoteFeature = {
  id: string
  isEnabled: boolean
  /** Values the feature carries (e.g. the social logins); `null` means the local value. */
  config: string[] | null
}

/** The networks the blockchain API serves (SPEC §7). */
export type SupportedChains = {
  http: string[]
  ws: string[]
  /** Networks the API also swaps on besides SPEC §9's list (the devstack's chains), if it says. */
  swaps?: string[] | undefined
}

/** A name and avatar of an address (SPEC §7 "identity"). */
export type Identity = { name: string | null; avatar: string | null }

/** A quantity as the blockchain API sends it. */
export type Quantity = { decimals: string; numeric: string }

/** One transfer of a transaction (SPEC §3 "Transaction"). */
export type TransactionTransfer = {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: {
    name?: string
    content?: { preview?: { url: string } }
    flags?: { is_spam?: boolean }
  }
  direction?: string
  quantity?: Quantity
  value?: number
  price?: number
  [key: string]: unknown
}

/** A transaction of the activity list (SPEC §3). */
export type Transaction = {
  id: string
  metadata: {
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
    minedAt: string
    chain?: string
    [key: string]: unknown
  }
  transfers: TransactionTransfer[]
}

/** An NFT an account holds (`/v1/account/{address}/nfts`). */
export type Nft = {
  /** The network (CAIP-2). */
  chainId: string
  contract: string
  tokenId: string
  name: string
  imageUrl: string
  collection: { name: string; symbol?: string }
}

/** A page of activity. */
export type TransactionPage = { data: Transaction[]; next: string | undefined }

/** A token balance (SPEC §3 "Token balance"). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  /** Absent for the native token. */
  address?: string
  /** In USD; absent when read from the chain (local-first), which knows no prices. */
  value?: number | undefined
  /** In USD per token; absent when read from the chain. */
  price?: number | undefined
  quantity: Quantity
  iconUrl: string
}

/** A swap quote of the blockchain API. */
export type SwapQuote = {
  id?: string
  fromAmount: string
  fromAccount?: string
  toAmount: string
  toAccount?: string
  [key: string]: unknown
}

/** A swappable token. */
export type SwapToken = {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string
  eip2612?: boolean
  [key: string]: unknown
}

/** A token price of `/v1/fungible/price`. */
export type FungiblePrice = { name: string; symbol: string; iconUrl: string; price: number }

/** Gas prices of `/v1/convert/gas-price`. */
export type GasPrices = { standard: string; fast: string; instant: string }

/**
 * A transaction built by the blockchain API, ready to send. Gas fields come nested under
 * `eip155`, as the API answers them (`/v1/convert/build-transaction`: gas and gas price;
 * `/v1/convert/build-approve`: gas price).
 */
export type BuiltTransaction = {
  data: `0x${string}`
  to: string
  from?: string
  /** Native coin sent with it, in wei (decimal string). */
  value?: string
  /** The swap's native amount, in wei (decimal string). */
  amount?: string
  eip155?: {
    /** Gas limit (decimal string); absent or null when not estimated. */
    gas?: string | null
    /** Gas price in wei (decimal string). */
    gasPrice?: string
  }
  [key: string]: unknown
}

/** A registered name of the names API. */
export type NameRecord = {
  name: string
  registered?: number
  updated?: number
  addresses: Record<string, { address: string; created?: string }>
  attributes?: Record<string, string>
  [key: string]: unknown
}

/** A suggested name. */
export type NameSuggestion = { name: string; registered: boolean }

export type {
  OnrampAmount,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '../machines/onramp.js'

/**
 * A session stored by the blockchain API for an account (`/v1/sessions/{id}`): the
 * permissions it granted, identified by their `pci`.
 */
export type SiwxSessionRecord = {
  /** The permission context id; revoking names it. */
  pci: string
  revoked?: boolean
  [key: string]: unknown
}

/** The sessions of an account, as `GET /v1/sessions/{id}` answers them. */
export type SiwxSessionList = { pcis: SiwxSessionRecord[] }
