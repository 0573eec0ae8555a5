import { address as toAddress } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  type AccountConfig,
  decodeMint,
  decodeTokenAccount,
  encodeAccount,
  mintDecimals,
  readAccount,
  tokenAmountJson,
} from './accountEncoding.js'
import { invalidParams } from './rpcErrors.js'
import {
  addressParam,
  configParam,
  integerParam,
  type SolanaRpcMethod,
  withContext,
} from './rpcParams.js'

const TOKEN_2022_PROGRAM_ADDRESS = toAddress('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** Accounts and tokens: balances, account data, token accounts, rent. */
export const accountMethods: Record<string, SolanaRpcMethod> = {
  getBalance: ([address], ledger) =>
    withContext(ledger, ledger.svm.getBalance(addressParam(address)) ?? 0n),

  getAccountInfo: ([address, config], ledger) =>
    withContext(
      ledger,
      readAccount(ledger.svm, addressParam(address), configParam<AccountConfig>(config)),
    ),

  getMultipleAccounts: ([addresses, config], ledger) => {
    if (!Array.isArray(addresses) || addresses.length > 100) {
      throw invalidParams('Invalid params: expected an array of at most 100 addresses')
    }
    const options = configParam<AccountConfig>(config)
    return withContext(
      ledger,
      addresses.map((address) => readAccount(ledger.svm, addressParam(address), options)),
    )
  },

  getTokenAccountsByOwner: ([owner, filter, config], ledger) => {
    const ownerAddress = addressParam(owner, 'owner')
    const { mint, programId } = configParam<{ mint: unknown; programId: unknown }>(filter)
    if ((mint === undefined) === (programId === undefined)) {
      throw invalidParams('Invalid params: the filter must be { mint } or { programId }')
    }
    const mintAddress = mint === undefined ? undefined : addressParam(mint, 'mint')
    const programs =
      programId === undefined
        ? [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]
        : [addressParam(programId, 'programId')]
    const options = configParam<AccountConfig>(config)
    const value = programs.flatMap((program) =>
      ledger.svm.getProgramAccounts(program).flatMap((account) => {
        const token = decodeTokenAccount(account)
        if (!token || token.owner !== ownerAddress) return []
        if (mintAddress && token.mint !== mintAddress) return []
        return [{ pubkey: account.address, account: encodeAccount(ledger.svm, account, options) }]
      }),
    )
    return withContext(ledger, value)
  },

  getTokenAccountBalance: ([address], ledger) => {
    const account = ledger.svm.getAccount(addressParam(address))
    const token = account.exists ? decodeTokenAccount(account) : undefined
    if (!token) throw invalidParams('Invalid param: not a Token account')
    return withContext(ledger, tokenAmountJson(token.amount, mintDecimals(ledger.svm, token.mint)))
  },

  getTokenSupply: ([address], ledger) => {
    const account = ledger.svm.getAccount(addressParam(address, 'mint'))
    const mint = account.exists ? decodeMint(account) : undefined
    if (!mint) throw invalidParams('Invalid param: not a Token mint')
    return withContext(ledger, tokenAmountJson(mint.supply, mint.decimals))
  },

  getMinimumBalanceForRentExemption: ([size], ledger) =>
    ledger.svm.minimumBalanceForRentExemption(integerParam(size ?? 0, 'size')),
}
