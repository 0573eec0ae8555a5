import { parameterRules as is, type ParameterRule } from './parameters.js'

/** A token of the swap form (`SwapTokenOption`), as a parameter rule. */
export const swapTokenRule = is.shape({
  address: is.string,
  symbol: is.string,
  name: is.string,
  decimals: is.nonNegativeInteger,
  native: is.boolean,
  balance: is.string,
  price: is.nonNegativeNumber,
  logoUri: is.optional(is.string),
})

/** How long the form stays unchanged before a quote, in ms. */
export const debounceRule = is.optional(is.nonNegativeNumber)

/** An array whose every item passes `rule`. */
export const listOf = (rule: ParameterRule): ParameterRule => ({
  rule: `an array of ${rule.rule}`,
  test: (value) => Array.isArray(value) && value.every((item) => rule.test(item)),
})

/** A token of `/v1/convert/tokens` as the swap lists read it. */
export const swapApiTokenRule = is.shape({
  address: is.string,
  symbol: is.string,
  name: is.string,
  decimals: is.nonNegativeInteger,
  logoUri: is.optional(is.string),
})

/** A token balance as the swap lists read it. */
export const swapBalanceRule = is.shape({
  symbol: is.string,
  address: is.optional(is.string),
  price: is.optional(is.nonNegativeNumber),
  quantity: is.shape({ numeric: is.string }),
  iconUrl: is.optional(is.string),
})

/** A price of `/v1/fungible/price` as the swap lists read it. */
export const swapPriceRule = is.shape({ symbol: is.string, price: is.nonNegativeNumber })

/** A swap machine state (`SwapState`) as the swap summary reads it. */
export const swapStateRule = is.shape({
  status: is.oneOf(['idle', 'quoting', 'ready', 'approving', 'swapping', 'success', 'failed']),
  request: is.nonNegativeInteger,
  form: is.shape({
    from: is.optional(swapTokenRule),
    to: is.optional(swapTokenRule),
    amount: is.string,
  }),
  quote: is.optional(
    is.shape({
      fromAmount: is.nonNegativeBigint,
      toAmount: is.nonNegativeBigint,
      priceImpact: is.optional(is.number),
      providerFeePercent: is.number,
      gasLimit: is.optional(is.nonNegativeBigint),
      gasPrice: is.nonNegativeBigint,
    }),
  ),
})
