import { lazyOnce } from '../utils/lazyOnce.js'
import type {
  EvmChainTokenBalance,
  EvmGetBalanceParameters,
  EvmGetTokenBalancesParameters,
  EvmSendTransactionParameters,
  EvmSignMessageParameters,
  EvmTransactionReceipt,
  EvmWaitForReceiptParameters,
} from './evmParameters.js'
import type { ClientCache } from './evmRuntime.js'
import type {
  Asset,
  EvmCallsStatus,
  EvmEstimateGasParameters,
  EvmGetAssetsParameters,
  EvmGetCallsStatusParameters,
  EvmGetCapabilitiesParameters,
  EvmGrantedPermissions,
  EvmGrantPermissionsParameters,
  EvmRevokePermissionsParameters,
  EvmSendCallsParameters,
  EvmSendCallsResult,
  EvmSignTypedDataParameters,
  EvmWalletCapabilities,
  EvmWriteContractParameters,
} from './evmWalletTypes.js'

export type {
  EvmChainTokenBalance,
  EvmGetBalanceParameters,
  EvmGetTokenBalancesParameters,
  EvmSendTransactionParameters,
  EvmSignMessageParameters,
  EvmTransactionReceipt,
  EvmWaitForReceiptParameters,
}

/**
 * Chain access for the eip155 namespace, on viem. Connecting is the connectors' job; the adapter
 * turns a network (and later a connected connector's provider) into reads and writes.
 */
export type EvmAdapter = {
  readonly namespace: 'eip155'
  /** The native balance of an address on a network, in wei (viem's `fallback` over `rpcUrls`). */
  getBalance(parameters: EvmGetBalanceParameters): Promise<bigint>
  /**
   * The native balance and the listed ERC-20s' balances, names, symbols and decimals, read from
   * the network's RPC through Multicall3 (local-first token list).
   */
  getTokenBalances(parameters: EvmGetTokenBalancesParameters): Promise<EvmChainTokenBalance[]>
  /** Has the wallet sign a message; resolves with the signature. */
  signMessage(parameters: EvmSignMessageParameters): Promise<`0x${string}`>
  /** Has the wallet send a transaction; resolves with its hash once the wallet sent it. */
  sendTransaction(parameters: EvmSendTransactionParameters): Promise<`0x${string}`>
  /** Waits for a transaction to be mined (the network's RPC); resolves with its outcome. */
  waitForReceipt(parameters: EvmWaitForReceiptParameters): Promise<EvmTransactionReceipt>
  /** Has the wallet sign EIP-712 typed data (`eth_signTypedData_v4`). */
  signTypedData(parameters: EvmSignTypedDataParameters): Promise<`0x${string}`>
  /** Has the wallet call a contract function; resolves with the transaction hash. */
  writeContract(parameters: EvmWriteContractParameters): Promise<`0x${string}`>
  /** Estimates a transaction's gas through the wallet's node. */
  estimateGas(parameters: EvmEstimateGasParameters): Promise<bigint>
  /** Has the wallet send a batch of calls (EIP-5792). */
  sendCalls(parameters: EvmSendCallsParameters): Promise<EvmSendCallsResult>
  /** A batch's status and receipts (EIP-5792). */
  getCallsStatus(parameters: EvmGetCallsStatusParameters): Promise<EvmCallsStatus>
  /** The wallet's capabilities per chain id (EIP-5792). */
  getCapabilities(
    parameters: EvmGetCapabilitiesParameters,
  ): Promise<Record<number, EvmWalletCapabilities>>
  /** Asks the wallet for permissions (ERC-7715). */
  grantPermissions(parameters: EvmGrantPermissionsParameters): Promise<EvmGrantedPermissions>
  /** Revokes permissions by their context (ERC-7715). */
  revokePermissions(parameters: EvmRevokePermissionsParameters): Promise<undefined>
  /** The account's assets when the wallet reports asset discovery (ERC-7811), else undefined. */
  getAssets(parameters: EvmGetAssetsParameters): Promise<Asset[] | undefined>
}

/**
 * Creates the EVM adapter. Its viem code loads on first use (a dynamic import), so a host's
 * first paint does not wait for it. Each adapter keeps its own read clients, so two Foyer
 * instances never share them.
 */
export function evmAdapter(): EvmAdapter {
  const clients: ClientCache = new Map()
  const load = lazyOnce(() => import('./evmRuntime.js'))
  const wallet = lazyOnce(() => import('./evmWalletRuntime.js'))
  const tokens = lazyOnce(() => import('./evmTokensRuntime.js'))
  return {
    namespace: 'eip155',
    getBalance: async (parameters) => (await load()).readBalance(clients, parameters),
    getTokenBalances: async (parameters) => (await tokens()).readTokenBalances(clients, parameters),
    signMessage: async (parameters) => (await load()).signWithWallet(parameters),
    sendTransaction: async (parameters) => (await load()).sendWithWallet(parameters),
    waitForReceipt: async (parameters) => (await load()).waitForReceipt(clients, parameters),
    signTypedData: async (parameters) => (await wallet()).signTypedDataWithWallet(parameters),
    writeContract: async (parameters) => (await wallet()).writeContractWithWallet(parameters),
    estimateGas: async (parameters) => (await wallet()).estimateGasWithWallet(parameters),
    sendCalls: async (parameters) => (await wallet()).sendCallsWithWallet(parameters),
    getCallsStatus: async (parameters) => (await wallet()).getCallsStatusWithWallet(parameters),
    getCapabilities: async (parameters) => (await wallet()).getCapabilitiesWithWallet(parameters),
    grantPermissions: async (parameters) => (await wallet()).grantPermissionsWithWallet(parameters),
    revokePermissions: async (parameters) =>
      (await wallet()).revokePermissionsWithWallet(parameters),
    getAssets: async (parameters) => (await wallet()).getAssetsWithWallet(parameters),
  }
}
