import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describeValue } from '../errors/inspect.js'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import {
  assertSiwxMessageData,
  isSiwxDateTime,
  type SiwxMessageData,
  siwxAccountNames,
  splitSiwxChainId,
} from './messageData.js'

export type CreateSiwxMessageParameters = SiwxMessageData
export type CreateSiwxMessageOptions = {
  /** The time written as `Issued At` when the data has no `issuedAt`. @default new Date() */
  now?: Date
}
export type CreateSiwxMessageReturnType = string
export type CreateSiwxMessageErrorType = InvalidSiwxMessageError

const dateFields = ['issuedAt', 'expirationTime', 'notBefore'] as const

/**
 * The text to sign for a sign-in message (SPEC §3): EIP-4361 for eip155, written by viem's
 * `createSiweMessage` (the address checksummed); the same shape for solana ("Sign-In With
 * Solana": "wants you to sign in with your Solana account:") and bip122 ("… Bitcoin
 * account:"). `Chain ID` holds the CAIP-2 reference (`1`, a Solana genesis hash prefix, a
 * Bitcoin genesis hash prefix). Dates are written as `Date#toISOString()` gives them, and
 * `Issued At` is always written (`now` when the data has none). Throws
 * {@link InvalidSiwxMessageError} naming the first bad field.
 */
export function createSiwxMessage(
  data: CreateSiwxMessageParameters,
  options: CreateSiwxMessageOptions = {},
): CreateSiwxMessageReturnType {
  assertSiwxMessageData(data)
  const now = options.now ?? new Date()
  if (!(now instanceof Date) || Number.isNaN(now.getTime()))
    throw new InvalidSiwxMessageError({
      metaMessages: ['Field: now', 'Rule: a valid Date', `Provided: ${describeValue(now)}`],
    })
  const dates = Object.fromEntries(
    dateFields.map((field) => {
      const value = field === 'issuedAt' ? (data.issuedAt ?? now.toISOString()) : data[field]
      if (value === undefined) return [field, undefined]
      const date = new Date(value)
      if (!isSiwxDateTime(date.toISOString()))
        throw new InvalidSiwxMessageError({
          metaMessages: [
            `Field: ${field}`,
            'Rule: a date-time between the years 0000 and 9999',
            `Provided: ${value}`,
          ],
        })
      return [field, date]
    }),
  ) as Record<(typeof dateFields)[number], Date | undefined>
  // assertSiwxMessageData checked the chain id.
  const { namespace, reference } = splitSiwxChainId(data.chainId) as NonNullable<
    ReturnType<typeof splitSiwxChainId>
  >
  if (namespace === 'eip155') {
    try {
      return createSiweMessage({
        address: data.accountAddress as Address,
        chainId: Number(reference),
        domain: data.domain,
        nonce: data.nonce,
        uri: data.uri,
        version: '1',
        issuedAt: dates.issuedAt,
        expirationTime: dates.expirationTime,
        notBefore: dates.notBefore,
        requestId: data.requestId,
        resources: data.resources,
        statement: data.statement,
      })
    } catch (cause) {
      throw new InvalidSiwxMessageError({ cause, metaMessages: ['Rule: EIP-4361 (viem)'] })
    }
  }
  const lines = [
    `${data.domain} wants you to sign in with your ${siwxAccountNames[namespace]} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : ['']),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${dates.issuedAt?.toISOString()}`,
  ]
  if (dates.expirationTime) lines.push(`Expiration Time: ${dates.expirationTime.toISOString()}`)
  if (dates.notBefore) lines.push(`Not Before: ${dates.notBefore.toISOString()}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources) lines.push('Resources:', ...data.resources.map((uri) => `- ${uri}`))
  return lines.join('\n')
}
