// ─── Display (SPEC §9 "Display")

/** Token amounts show 3 decimals, rounded down. */
export const AMOUNT_DECIMALS = 3
/** Network fees show 6 decimals, rounded down: far below one coin, 3 would read '0.000'. */
export const FEE_DECIMALS = 6
/** USD values show 2 decimals. */
export const USD_DECIMALS = 2
/**
 * The most decimals a token can have (ERC-20 `decimals` is a uint8); the formatters refuse more,
 * for `decimals` and `fractionDigits` alike, with `InvalidFormatArgumentError`.
 */
export const TOKEN_DECIMALS_MAX = 255
/** Truncated addresses keep 4 leading characters… */
export const ADDRESS_LEADING_CHARS = 4
/** …and 6 trailing characters. */
export const ADDRESS_TRAILING_CHARS = 6
