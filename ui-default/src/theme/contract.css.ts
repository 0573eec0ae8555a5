import { createGlobalThemeContract } from '@vanilla-extract/css'
import { type TokenName, tokenNames } from './tokens.js'

/**
 * The theme contract: each token is the prefixed custom property `--foyer-<token>`, so host
 * CSS can also set it directly under `[data-foyer]`.
 */
export const vars = createGlobalThemeContract(
  Object.fromEntries(tokenNames.map((name) => [name, name])) as Record<TokenName, TokenName>,
  (value) => `foyer-${value}`,
)
