import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getBase64Decoder,
  isSome,
  type Option,
} from '@solana/kit'
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { formatUnits } from 'viem'
import { invalidParams } from './rpcErrors.js'

/** Encodings the account methods accept. */
export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'

/** `encoding` and `dataSlice` of `getAccountInfo` and friends. */
export type AccountConfig = {
  encoding?: AccountEncoding
  dataSlice?: { offset: number; length: number }
}

/** What every account reports for `rentEpoch` once rent-exempt (u64::MAX). */
const RENT_EPOCH_EXEMPT = 18_446_744_073_709_551_615n
const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** `{ amount, decimals, uiAmount, uiAmountString }` as the RPC reports token amounts. */
export function tokenAmountJson(amount: bigint, decimals: number) {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const optionalAddress = (value: Option<Address>) => (isSome(value) ? value.value : null)

/** True for accounts of the SPL Token programs. */
export const isTokenProgram = (owner: string) =>
  owner === TOKEN_PROGRAM_ADDRESS || owner === TOKEN_2022_PROGRAM_ADDRESS

/** Decodes a token account's base layout (165 bytes), or `undefined` when it is not one. */
export function decodeTokenAccount(account: EncodedAccount) {
  if (!isTokenProgram(account.programAddress) || account.data.length < getTokenSize()) return
  if (account.data.length !== getTokenSize() && account.data[165] !== 2) return
  return getTokenDecoder().decode(account.data.subarray(0, getTokenSize()))
}

/** Decodes a mint's base layout (82 bytes), or `undefined` when it is not one. */
export function decodeMint(account: EncodedAccount) {
  if (!isTokenProgram(account.programAddress) || account.data.length < getMintSize()) return
  if (account.data.length !== getMintSize() && account.data[165] !== 1) return
  return getMintDecoder().decode(account.data.subarray(0, getMintSize()))
}

/** The decimals of `mint` on the ledger (0 if it is not a mint). */
export function mintDecimals(svm: LiteSVM, mint: Address): number {
  const account = svm.getAccount(mint)
  return (account.exists && decodeMint(account)?.decimals) || 0
}

/** The `parsed` object of the `jsonParsed` encoding for token accounts and mints. */
export function parseTokenProgramAccount(svm: LiteSVM, account: EncodedAccount) {
  const token = decodeTokenAccount(account)
  if (token) {
    const decimals = mintDecimals(svm, token.mint)
    const native = isSome(token.isNative)
    const delegate = optionalAddress(token.delegate)
    const closeAuthority = optionalAddress(token.closeAuthority)
    return {
      type: 'account',
      info: {
        isNative: native,
        mint: token.mint,
        owner: token.owner,
        state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
        tokenAmount: tokenAmountJson(token.amount, decimals),
        ...(delegate
          ? { delegate, delegatedAmount: tokenAmountJson(token.delegatedAmount, decimals) }
          : {}),
        ...(closeAuthority ? { closeAuthority } : {}),
        ...(native && isSome(token.isNative)
          ? { rentExemptReserve: tokenAmountJson(token.isNative.value, decimals) }
          : {}),
      },
    }
  }
  const mint = decodeMint(account)
  if (mint) {
    return {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: optionalAddress(mint.freezeAuthority),
        isInitialized: mint.isInitialized,
        mintAuthority: optionalAddress(mint.mintAuthority),
        supply: mint.supply.toString(),
      },
    }
  }
  return undefined
}

/** An account as the RPC's `value` shows it: `{ data, executable, lamports, owner, rentEpoch, space }`. */
export function encodeAccount(svm: LiteSVM, account: EncodedAccount, config: AccountConfig = {}) {
  const encoding = config.encoding ?? 'base58'
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EPOCH_EXEMPT,
    space: BigInt(account.data.length),
  }
  if (encoding === 'jsonParsed') {
    const parsed = isTokenProgram(account.programAddress)
      ? parseTokenProgramAccount(svm, account)
      : undefined
    if (parsed) {
      const program =
        account.programAddress === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022'
      return { ...base, data: { program, parsed, space: account.data.length } }
    }
  }
  let data = account.data
  if (config.dataSlice) {
    const { offset, length } = config.dataSlice
    data = data.subarray(offset, offset + length)
  }
  if (encoding === 'base58') {
    if (data.length > 128)
      throw invalidParams(
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    return { ...base, data: [getBase58Decoder().decode(data), 'base58'] }
  }
  if (encoding === 'base64+zstd') throw invalidParams('base64+zstd encoding is not supported')
  return { ...base, data: [getBase64Decoder().decode(data), 'base64'] }
}

/** Reads `address` and encodes it, or `null` when the account does not exist. */
export function readAccount(svm: LiteSVM, address: Address, config: AccountConfig = {}) {
  const account = svm.getAccount(address)
  return account.exists ? encodeAccount(svm, account, config) : null
}
