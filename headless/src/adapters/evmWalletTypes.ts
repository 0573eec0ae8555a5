import type { Abi, TypedDataDefinition } from 'viem'
import type { Network } from '../chains/network.js'

// Parameters and results of the EVM adapter's wallet requests beyond signing a message and
// sending a transaction: typed data, contract writes, gas estimates, EIP-5792 call batches,
// ERC-7715 permissions and ERC-7811 assets. Type-only imports of viem: no code of it here.

/** What every wallet request of the adapter needs. */
export type EvmWalletParameters = {
  /** The connected wallet's EIP-1193 provider (`connector.getProvider()`). */
  provider: unknown
  /** The connected account. */
  address: string
}

/** Typed data to sign (EIP-712), as viem takes it: domain, types, primaryType, message. */
export type EvmTypedData = TypedDataDefinition

/** Parameters of `EvmAdapter.signTypedData`. */
export type EvmSignTypedDataParameters = EvmWalletParameters & { typedData: EvmTypedData }

/** A contract function call: the ABI, the function's name and its arguments. */
export type EvmContractCall = {
  /** The contract's address. */
  address: string
  abi: Abi
  functionName: string
  args?: readonly unknown[] | undefined
  /** Wei sent with a payable function. @default 0n */
  value?: bigint | undefined
}

/** Parameters of `EvmAdapter.writeContract`. */
export type EvmWriteContractParameters = EvmWalletParameters & {
  network: Network
  contract: EvmContractCall
}

/** A transaction to estimate or one call of a batch. */
export type EvmCall = {
  to: string
  /** Call data. */
  data?: `0x${string}` | undefined
  /** In wei. @default 0n */
  value?: bigint | undefined
}

/** Parameters of `EvmAdapter.estimateGas`. */
export type EvmEstimateGasParameters = EvmWalletParameters & EvmCall & { network: Network }

/** Capabilities a wallet reports for one chain (EIP-5792), e.g. `{ atomic: { status } }`. */
export type EvmWalletCapabilities = Record<string, unknown>

/** Parameters of `EvmAdapter.sendCalls`. */
export type EvmSendCallsParameters = EvmWalletParameters & {
  network: Network
  calls: readonly EvmCall[]
  /** Capabilities asked for, each `{ …, optional?: boolean }`. */
  capabilities?: EvmWalletCapabilities | undefined
  /** Require atomic execution (`atomicRequired`). @default false */
  forceAtomic?: boolean | undefined
  /** An id for the batch chosen by the app; the wallet chooses one otherwise. */
  id?: string | undefined
}

/** What `wallet_sendCalls` answers: the batch's id for `wallet_getCallsStatus`. */
export type EvmSendCallsResult = { id: string; capabilities?: EvmWalletCapabilities | undefined }

/** A receipt of one transaction of a batch. */
export type EvmCallsReceipt = {
  transactionHash: `0x${string}`
  blockHash: `0x${string}`
  blockNumber: bigint
  gasUsed: bigint
  status: 'success' | 'reverted'
  logs: readonly { address: string; data: `0x${string}`; topics: readonly `0x${string}`[] }[]
}

/** The status of a batch (EIP-5792 `wallet_getCallsStatus`). */
export type EvmCallsStatus = {
  id: string
  chainId: number | undefined
  /** 'pending' for 1xx codes, 'success' for 2xx, 'failure' for 4xx–6xx. */
  status: 'pending' | 'success' | 'failure' | undefined
  /** The EIP-5792 code: 100 pending, 200 confirmed, 400 off-chain failure, 500 reverted, 600 partly reverted. */
  statusCode: number
  atomic: boolean
  receipts: readonly EvmCallsReceipt[]
}

/** Parameters of `EvmAdapter.getCallsStatus`. */
export type EvmGetCallsStatusParameters = EvmWalletParameters & { id: string }

/** Parameters of `EvmAdapter.getCapabilities`. */
export type EvmGetCapabilitiesParameters = EvmWalletParameters & {
  /** Only this chain's capabilities. @default every chain the wallet reports */
  chainId?: number | undefined
}

/** A permission policy (ERC-7715), e.g. `{ type: 'token-allowance', data: { allowance } }`. */
export type EvmPermissionPolicy = { type: string; data: Record<string, unknown> }

/** A permission (ERC-7715), e.g. `{ type: 'native-token-transfer', data, policies }`. */
export type EvmPermission = {
  type: string
  data: Record<string, unknown>
  policies: readonly EvmPermissionPolicy[]
  required?: boolean | undefined
}

/** Parameters of `EvmAdapter.grantPermissions`. */
export type EvmGrantPermissionsParameters = EvmWalletParameters & {
  /** When the permissions end, unix seconds. */
  expiry: number
  permissions: readonly EvmPermission[]
  /** Who uses the permissions. @default the wallet itself */
  signer?: { type: string; data?: Record<string, unknown> } | undefined
}

/** Permissions the wallet granted; `permissionsContext` identifies them (to revoke them too). */
export type EvmGrantedPermissions = {
  expiry: number
  grantedPermissions: readonly EvmPermission[]
  permissionsContext: string
}

/** Parameters of `EvmAdapter.revokePermissions`. */
export type EvmRevokePermissionsParameters = EvmWalletParameters & { permissionsContext: string }

/** An asset of the connected account as the wallet reports it (SPEC §3, ERC-7811). */
export type Asset = {
  /** The token contract, or the wallet's marker for the native coin. */
  address: string
  /** In the asset's smallest unit, hex. */
  balance: `0x${string}`
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price?: number | undefined
    iconUrl?: string | undefined
    value?: number | undefined
  }
}

/** Parameters of `EvmAdapter.getAssets`. */
export type EvmGetAssetsParameters = EvmWalletParameters & { network: Network }
