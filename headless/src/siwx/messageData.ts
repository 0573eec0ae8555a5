import { isAddressOfNamespace } from '../chains/isAddress.js'
import type { CaipNetworkId } from '../chains/network.js'
import { describeValue } from '../errors/inspect.js'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import {
  type FieldResult,
  invalidField,
  type ValidationResult,
  validationResult,
  validField,
} from '../validation/result.js'

/** The fields of a sign-in message (SPEC §3 "Sign-in message"). Dates are RFC 3339 strings. */
export type SiwxMessageData = {
  /** The CAIP-2 network the session is bound to, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  accountAddress: string
  /** At least 8 letters or digits, issued by the verifier and used once. */
  nonce: string
  /** The RFC 3986 authority asking for the sign-in, e.g. `example.com` or `localhost:3000`. */
  domain: string
  /** The RFC 3986 URI the sign-in is for. */
  uri: string
  /** Always `'1'`. */
  version: string
  expirationTime?: string | undefined
  issuedAt?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  /** One line shown to the visitor; no line break. */
  statement?: string | undefined
}

/** The namespaces a sign-in message can be for, with the account name its first line shows. */
export const siwxAccountNames = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
} as const

/** A namespace with a sign-in message. */
export type SiwxNamespace = keyof typeof siwxAccountNames

type Field = keyof SiwxMessageData

// The authority rules of viem's createSiweMessage (EIP-4361: an RFC 3986 authority), kept for
// Solana and Bitcoin messages too, so one rule holds for the three texts.
const domainPattern =
  /^(([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+([a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{0,58}[a-zA-Z0-9])|(\d{1,3}\.){3}\d{1,3}|localhost)(:[0-9]{1,5})?$/
const noncePattern = /^[a-zA-Z0-9]{8,}$/
// RFC 3339 date-time, as viem's parseSiweMessage reads it.
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const referencePatterns: Record<SiwxNamespace, RegExp> = {
  eip155: /^[1-9][0-9]{0,15}$/,
  solana: /^[-_a-zA-Z0-9]{1,32}$/,
  bip122: /^[-_a-zA-Z0-9]{1,32}$/,
}

/** Splits a CAIP-2 id into a sign-in namespace and its reference; `undefined` otherwise. */
export function splitSiwxChainId(
  chainId: unknown,
): { namespace: SiwxNamespace; reference: string } | undefined {
  if (typeof chainId !== 'string') return undefined
  const [namespace, reference, ...rest] = chainId.split(':')
  if (rest.length || !namespace || !Object.hasOwn(siwxAccountNames, namespace)) return undefined
  const known = namespace as SiwxNamespace
  if (!reference || !referencePatterns[known].test(reference)) return undefined
  if (known === 'eip155' && !Number.isSafeInteger(Number(reference))) return undefined
  return { namespace: known, reference }
}

/** Whether `value` is an RFC 3986 URI on one line. */
export function isSiwxUri(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[a-zA-Z][a-zA-Z0-9+.-]*:\S*$/.test(value) && URL.canParse(value)
  )
}

/** Whether `value` is an RFC 3339 date-time of a real instant. */
export function isSiwxDateTime(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    dateTimePattern.test(value) &&
    !Number.isNaN(new Date(value).getTime())
  )
}

const oneLine = (value: unknown) => typeof value === 'string' && /^[^\r\n]+$/.test(value)

function check(field: Field, ok: boolean, rule: string, value: unknown): FieldResult {
  if (ok) return validField
  return invalidField(
    new InvalidSiwxMessageError({
      metaMessages: [`Field: ${field}`, `Rule: ${rule}`, `Provided: ${describeValue(value)}`],
    }),
  )
}

const optional = (value: unknown, test: (value: unknown) => boolean) =>
  value === undefined || test(value)

/** Per-field result of a sign-in message's fields (the rules of EIP-4361, for each namespace). */
export function validateSiwxMessageData(data: unknown): ValidationResult<Field> {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<Field, unknown>
  const chain = splitSiwxChainId(record.chainId)
  return validationResult<Field>({
    chainId: check(
      'chainId',
      chain !== undefined,
      'a CAIP-2 id of eip155 (a positive integer), solana or bip122',
      record.chainId,
    ),
    accountAddress: check(
      'accountAddress',
      chain === undefined ||
        (isAddressOfNamespace(chain.namespace, record.accountAddress) &&
          (chain.namespace !== 'eip155' || String(record.accountAddress).startsWith('0x'))),
      'an address of the chain id’s namespace (eip155: 0x and 40 hex digits)',
      record.accountAddress,
    ),
    nonce: check(
      'nonce',
      typeof record.nonce === 'string' && noncePattern.test(record.nonce),
      'at least 8 letters or digits',
      record.nonce,
    ),
    domain: check(
      'domain',
      typeof record.domain === 'string' && domainPattern.test(record.domain),
      'an RFC 3986 authority: host name, IPv4 or localhost, with an optional port',
      record.domain,
    ),
    uri: check('uri', isSiwxUri(record.uri), 'an RFC 3986 URI on one line', record.uri),
    version: check('version', record.version === '1', "'1'", record.version),
    expirationTime: check(
      'expirationTime',
      optional(record.expirationTime, isSiwxDateTime),
      'an RFC 3339 date-time',
      record.expirationTime,
    ),
    issuedAt: check(
      'issuedAt',
      optional(record.issuedAt, isSiwxDateTime),
      'an RFC 3339 date-time',
      record.issuedAt,
    ),
    notBefore: check(
      'notBefore',
      optional(record.notBefore, isSiwxDateTime),
      'an RFC 3339 date-time',
      record.notBefore,
    ),
    requestId: check(
      'requestId',
      optional(record.requestId, oneLine),
      'a non-empty string on one line',
      record.requestId,
    ),
    resources: check(
      'resources',
      optional(record.resources, (value) => Array.isArray(value) && value.every(isSiwxUri)),
      'a list of RFC 3986 URIs',
      record.resources,
    ),
    statement: check(
      'statement',
      optional(record.statement, oneLine),
      'a non-empty string on one line',
      record.statement,
    ),
  })
}

/**
 * Throws {@link InvalidSiwxMessageError} naming the first field that breaks the message rules
 * (a `data` that is not an object fails on `chainId`).
 */
export function assertSiwxMessageData(data: unknown): asserts data is SiwxMessageData {
  const result = validateSiwxMessageData(data)
  for (const field of Object.values<FieldResult>(result.fields)) if (!field.valid) throw field.error
}
