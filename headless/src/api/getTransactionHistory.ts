import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { filterTransactions } from './filterTransactions.js'
import { apiPaths } from './paths.js'
import type { Transaction, TransactionPage } from './types.js'

/** Parameters of {@link getTransactionHistory}. */
export type GetTransactionHistoryParameters = {
  /** The account address. */
  account: string
  /** The network whose activity is shown (CAIP-2, sent as `chainId`). */
  caipNetworkId: string
  cursor?: string | undefined
  /** Onramp purchases only, e.g. 'coinbase'; coinbase answers are never cached. */
  onramp?: string | undefined
}

/**
 * A page of an account's activity (SPEC §7 `/v1/account/{account}/history`), filtered by
 * {@link filterTransactions}. On an unsupported network: an empty page. Throws on an HTTP
 * failure (the caller shows `FetchTransactionsError`).
 */
export async function getTransactionHistory(
  api: BlockchainApi,
  parameters: GetTransactionHistoryParameters,
): Promise<TransactionPage> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    account: is.string,
    caipNetworkId: is.string,
    cursor: is.optional(is.string),
    onramp: is.optional(is.string),
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return { data: [], next: undefined }
  const answer = await api.http.get<{ data?: Transaction[]; next?: string | null }>({
    path: apiPaths.history(parameters.account),
    query: {
      cursor: parameters.cursor,
      onramp: parameters.onramp,
      chainId: parameters.caipNetworkId,
    },
    ...(parameters.onramp === 'coinbase' ? { headers: { 'cache-control': 'no-cache' } } : {}),
  })
  return {
    data: filterTransactions(
      Array.isArray(answer?.data) ? answer.data : [],
      parameters.caipNetworkId,
    ),
    next: answer?.next || undefined,
  }
}
