import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { OnrampPaymentCurrency, OnrampPurchaseCurrency, OnrampQuote } from './types.js'

/** Parameters of {@link getOnrampQuote}. */
export type GetOnrampQuoteParameters = {
  purchaseCurrency: Pick<OnrampPurchaseCurrency, 'id' | 'symbol'>
  paymentCurrency: Pick<OnrampPaymentCurrency, 'id'>
  /** The fiat amount. */
  amount: number | string
  /** The network's onramp name, e.g. 'ethereum'. */
  network?: string
}

/** The placeholder quote used when the API fails (SPEC §7): no fees, the amount as typed. */
export function placeholderOnrampQuote(parameters: GetOnrampQuoteParameters): OnrampQuote {
  assertParameters(parameters, {
    purchaseCurrency: is.shape({ id: is.string, symbol: is.string }),
    paymentCurrency: is.shape({ id: is.string }),
    amount: is.anyOf(is.number, is.string),
    network: is.optional(is.string),
  })
  const fiat = parameters.paymentCurrency.id
  const amount = String(parameters.amount)
  return {
    coinbaseFee: { amount: '0', currency: fiat },
    networkFee: { amount: '0', currency: fiat },
    paymentSubtotal: { amount, currency: fiat },
    paymentTotal: { amount, currency: fiat },
    purchaseAmount: { amount, currency: parameters.purchaseCurrency.symbol },
    quoteId: 'placeholder',
  }
}

/**
 * An onramp quote (SPEC §7 POST `/v1/onramp/quote`, body purchaseCurrency, paymentCurrency,
 * amount as a string, network). A failure returns {@link placeholderOnrampQuote}.
 */
export async function getOnrampQuote(
  api: BlockchainApi,
  parameters: GetOnrampQuoteParameters,
): Promise<OnrampQuote> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    purchaseCurrency: is.shape({ id: is.string, symbol: is.string }),
    paymentCurrency: is.shape({ id: is.string }),
    amount: is.anyOf(is.number, is.string),
    network: is.optional(is.string),
  })
  try {
    const quote = await api.http.post<OnrampQuote>({
      path: apiPaths.onrampQuote,
      // A read sent as POST: a price quote commits nothing, and the purchase itself is made
      // on the onramp's own page.
      idempotent: true,
      body: {
        purchaseCurrency: parameters.purchaseCurrency,
        paymentCurrency: parameters.paymentCurrency,
        amount: String(parameters.amount),
        network: parameters.network,
      },
    })
    if (typeof quote?.purchaseAmount?.amount !== 'string') return placeholderOnrampQuote(parameters)
    return quote
  } catch {
    return placeholderOnrampQuote(parameters)
  }
}
