import { parameterRules as is } from './parameters.js'

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
