import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** SPEC §8: the activity list could not be fetched. */
export class FetchTransactionsError extends FoyerError {
  override name = 'FetchTransactionsError'
  static readonly code = 'FETCH_TRANSACTIONS_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(FetchTransactionsError.code, 'Failed to fetch transactions', parameters)
  }
}

/** SPEC §8: activity was asked for without an account address. */
export class MissingAccountAddressError extends FoyerError {
  override name = 'MissingAccountAddressError'
  static readonly code = 'MISSING_ACCOUNT_ADDRESS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      MissingAccountAddressError.code,
      "Transactions can't be fetched without an accountAddress",
      parameters,
    )
  }
}

/** SPEC §8: token balances could not be read; shown as a toast. */
export class TokenBalanceUnavailableError extends FoyerError {
  override name = 'TokenBalanceUnavailableError'
  static readonly code = 'TOKEN_BALANCE_UNAVAILABLE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(TokenBalanceUnavailableError.code, 'Token Balance Unavailable', parameters)
  }
}

/** The account's NFTs could not be read (the blockchain API failed or answered nonsense). */
export class NftsUnavailableError extends FoyerError {
  override name = 'NftsUnavailableError'
  static readonly code = 'NFTS_UNAVAILABLE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(NftsUnavailableError.code, 'NFTs unavailable', parameters)
  }
}
