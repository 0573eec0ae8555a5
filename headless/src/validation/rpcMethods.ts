import { RpcMethodNotAllowedError } from '../errors/auth.js'
import { assertParameter, parameterRules as is } from './parameters.js'

/** Wallet methods that need the visitor's approval in the embedded wallet (SPEC-NOTES). */
export const unsafeRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** Wallet methods the embedded wallet answers without approval (SPEC-NOTES). */
export const safeRpcMethods = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // ERC-4337 reads
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
] as const

/**
 * Where a wallet request stands (SPEC §5, SPEC-NOTES): 'safe' is answered directly, 'unsafe'
 * needs approval, 'notAllowed' (on neither list, e.g. eth_sign) is refused.
 */
export function classifyRpcMethod(method: string): 'safe' | 'unsafe' | 'notAllowed' {
  if ((safeRpcMethods as readonly string[]).includes(method)) return 'safe'
  if ((unsafeRpcMethods as readonly string[]).includes(method)) return 'unsafe'
  return 'notAllowed'
}

/** Throws {@link RpcMethodNotAllowedError} for a method on neither list. */
export function assertRpcMethodAllowed(method: string): 'safe' | 'unsafe' {
  assertParameter('method', method, is.string)
  const kind = classifyRpcMethod(method)
  if (kind === 'notAllowed') throw new RpcMethodNotAllowedError(method)
  return kind
}
