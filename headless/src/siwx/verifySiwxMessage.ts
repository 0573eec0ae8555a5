import type { Client } from 'viem'
import type { CaipNetworkId } from '../chains/network.js'
import { describeValue } from '../errors/inspect.js'
import {
  type InvalidSiwxMessageError,
  InvalidSiwxParameterError,
  SiwxAddressMismatchError,
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  type SiwxInvalidSignatureError,
  SiwxMessageExpiredError,
  SiwxMessageNotYetValidError,
  SiwxNonceError,
  SiwxUriMismatchError,
  type SiwxVerificationNotSupportedError,
} from '../errors/siwx.js'
import type { SiwxNonceStore } from './createSiwxNonceStore.js'
import { type SiwxMessageData, splitSiwxChainId } from './messageData.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { verifySiwxSignature } from './verifySiwxSignature.js'

export type VerifySiwxMessageParameters = {
  /** The message text exactly as signed. */
  message: string
  /** eip155: 0x hex (EIP-191, EIP-1271 or EIP-6492); solana: base58 ed25519. */
  signature: string
  /** The domain (RFC 3986 authority) of the site the sign-in is for, e.g. `example.com`. */
  domain: string
  /** The URI, or URIs, the message may name (compared exactly). */
  uri: string | readonly string[]
  /** Where the nonces were issued; the message's nonce is consumed on success. */
  nonceStore: SiwxNonceStore
  /** The networks accepted (CAIP-2). @default every network */
  chainIds?: readonly CaipNetworkId[] | undefined
  /** The account expected, when the caller knows it (eip155 compared without case). */
  address?: string | undefined
  /** A viem client of the message's chain: checks smart-account signatures (EIP-1271, EIP-6492). */
  client?: Client | undefined
  /** The time to check expiry against. @default new Date() */
  now?: Date | undefined
}

export type VerifySiwxMessageReturnType = {
  /** The message's fields. */
  data: SiwxMessageData
  /** The signed-in account's address, as the message writes it. */
  address: string
  /** The CAIP-2 network the session is bound to. */
  chainId: CaipNetworkId
  /** The account as CAIP-10, `chainId:address`. */
  caipAddress: `${CaipNetworkId}:${string}`
}

export type VerifySiwxMessageErrorType =
  | InvalidSiwxParameterError
  | InvalidSiwxMessageError
  | SiwxDomainMismatchError
  | SiwxUriMismatchError
  | SiwxChainMismatchError
  | SiwxAddressMismatchError
  | SiwxMessageExpiredError
  | SiwxMessageNotYetValidError
  | SiwxInvalidSignatureError
  | SiwxVerificationNotSupportedError
  | SiwxNonceError

function badParameter(name: string, rule: string, value: unknown): InvalidSiwxParameterError {
  return new InvalidSiwxParameterError({
    metaMessages: [`Parameter: ${name}`, `Rule: ${rule}`, `Provided: ${describeValue(value)}`],
  })
}

function assertParameters(parameters: VerifySiwxMessageParameters): void {
  if (typeof parameters !== 'object' || parameters === null)
    throw badParameter('parameters', 'an object', parameters)
  const { message, signature, domain, uri, nonceStore, chainIds, address, now } = parameters
  if (typeof message !== 'string' || !message) throw badParameter('message', 'a string', message)
  if (typeof signature !== 'string' || !signature)
    throw badParameter('signature', 'a non-empty string', signature)
  if (typeof domain !== 'string' || !domain)
    throw badParameter('domain', 'a non-empty string', domain)
  const uris = typeof uri === 'string' ? [uri] : uri
  if (!Array.isArray(uris) || !uris.length || !uris.every((item) => typeof item === 'string'))
    throw badParameter('uri', 'a string or a non-empty list of strings', uri)
  if (
    typeof nonceStore !== 'object' ||
    nonceStore === null ||
    typeof nonceStore.consumeNonce !== 'function'
  )
    throw badParameter('nonceStore', 'an object with consumeNonce(nonce)', nonceStore)
  if (
    chainIds !== undefined &&
    (!Array.isArray(chainIds) || !chainIds.every((id) => typeof id === 'string'))
  )
    throw badParameter('chainIds', 'a list of CAIP-2 ids', chainIds)
  if (address !== undefined && (typeof address !== 'string' || !address))
    throw badParameter('address', 'a non-empty string', address)
  if (now !== undefined && (!(now instanceof Date) || Number.isNaN(now.getTime())))
    throw badParameter('now', 'a valid Date', now)
}

const mismatch = (expected: unknown, provided: unknown) => ({
  metaMessages: [`Expected: ${describeValue(expected)}`, `Provided: ${describeValue(provided)}`],
})

/**
 * The server half of sign-in: checks a signed sign-in message and returns who signed in. In
 * order: the parameters; the text (`parseSiwxMessage`); the domain, the URI, the network and
 * the account against what the caller expects; the message's time window against `now`; the
 * signature (eip155: EIP-191, then EIP-1271/EIP-6492 through `client`; solana: ed25519;
 * bip122: not supported); last, the nonce is consumed from `nonceStore`, so a message is
 * accepted once. Each refusal is its own leaf error (see {@link VerifySiwxMessageErrorType}).
 */
export async function verifySiwxMessage(
  parameters: VerifySiwxMessageParameters,
): Promise<VerifySiwxMessageReturnType> {
  assertParameters(parameters)
  const { message, signature, domain, uri, nonceStore, chainIds, address, client } = parameters
  const now = parameters.now ?? new Date()
  const data = parseSiwxMessage(message)
  if (data.domain !== domain) throw new SiwxDomainMismatchError(mismatch(domain, data.domain))
  const uris: readonly string[] = typeof uri === 'string' ? [uri] : uri
  if (!uris.includes(data.uri)) throw new SiwxUriMismatchError(mismatch(uris, data.uri))
  if (chainIds && !chainIds.includes(data.chainId))
    throw new SiwxChainMismatchError(mismatch(chainIds, data.chainId))
  // parseSiwxMessage checked the chain id.
  const { namespace } = splitSiwxChainId(data.chainId) as NonNullable<
    ReturnType<typeof splitSiwxChainId>
  >
  const sameAddress =
    namespace === 'eip155'
      ? address?.toLowerCase() === data.accountAddress.toLowerCase()
      : address === data.accountAddress
  if (address !== undefined && !sameAddress)
    throw new SiwxAddressMismatchError(mismatch(address, data.accountAddress))
  if (data.expirationTime && now.getTime() >= new Date(data.expirationTime).getTime())
    throw new SiwxMessageExpiredError({
      metaMessages: [`Expiration Time: ${data.expirationTime}`, `Now: ${now.toISOString()}`],
    })
  if (data.notBefore && now.getTime() < new Date(data.notBefore).getTime())
    throw new SiwxMessageNotYetValidError({
      metaMessages: [`Not Before: ${data.notBefore}`, `Now: ${now.toISOString()}`],
    })
  await verifySiwxSignature({ namespace, data, message, signature, client, now })
  if (!(await nonceStore.consumeNonce(data.nonce)))
    throw new SiwxNonceError({ metaMessages: [`Nonce: ${data.nonce}`] })
  return {
    data,
    address: data.accountAddress,
    chainId: data.chainId,
    caipAddress: `${data.chainId}:${data.accountAddress}`,
  }
}
