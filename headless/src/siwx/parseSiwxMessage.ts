import { FoyerError } from '../errors/FoyerError.js'
import { describeValue } from '../errors/inspect.js'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { type SiwxMessageData, type SiwxNamespace, siwxAccountNames } from './messageData.js'

export type ParseSiwxMessageReturnType = SiwxMessageData
export type ParseSiwxMessageErrorType = InvalidSiwxMessageError

const header = /^(\S+) wants you to sign in with your (\w+) account:$/
const namespaces = Object.fromEntries(
  Object.entries(siwxAccountNames).map(([namespace, name]) => [name, namespace]),
) as Record<string, SiwxNamespace>
const optionalLines = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

function invalid(rule: string, cause?: unknown): InvalidSiwxMessageError {
  return new InvalidSiwxMessageError({ cause, metaMessages: [`Rule: ${rule}`] })
}

/**
 * Reads a sign-in message text back into its fields (the inverse of `createSiwxMessage`). Only
 * a text in the exact form `createSiwxMessage` writes is accepted: the fields read are written
 * again and must give the same text, byte for byte, so a round trip text → parse → text never
 * changes a text, and no part of a signed text escapes the fields a verifier checks (no
 * trailing line, no second date format). Anything else, of any type, throws
 * {@link InvalidSiwxMessageError}, and nothing else.
 */
export function parseSiwxMessage(message: unknown): ParseSiwxMessageReturnType {
  if (typeof message !== 'string')
    throw new InvalidSiwxMessageError({
      metaMessages: ['Parameter: message', 'Rule: a string', `Provided: ${describeValue(message)}`],
    })
  try {
    return parse(message)
  } catch (error) {
    if (error instanceof FoyerError) throw error
    throw invalid('the form createSiwxMessage writes', error)
  }
}

function parse(message: string): SiwxMessageData {
  const lines = message.split('\n')
  let at = 0
  const next = () => lines[at++]
  const take = (label: string): string => {
    const line = next()
    const prefix = `${label}: `
    if (line === undefined || !line.startsWith(prefix)) throw invalid(`a line "${prefix}…"`)
    return line.slice(prefix.length)
  }
  const [, domain, accountName] = header.exec(next() ?? '') ?? []
  const namespace = accountName === undefined ? undefined : namespaces[accountName]
  if (!domain || !namespace)
    throw invalid(
      'a first line "{domain} wants you to sign in with your Ethereum|Solana|Bitcoin account:"',
    )
  const accountAddress = next() ?? ''
  if (next() !== '') throw invalid('an empty line after the address')
  let statement: string | undefined
  if (lines[at] !== '') {
    statement = next()
    if (lines[at] !== '') throw invalid('an empty line after the statement')
  }
  at++
  const data: SiwxMessageData = {
    domain,
    accountAddress,
    ...(statement === undefined ? {} : { statement }),
    uri: take('URI'),
    version: take('Version'),
    chainId: `${namespace}:${take('Chain ID')}`,
    nonce: take('Nonce'),
    issuedAt: take('Issued At'),
  }
  for (const [label, field] of optionalLines)
    if (lines[at]?.startsWith(`${label}: `)) data[field] = take(label)
  if (lines[at] === 'Resources:') {
    at++
    data.resources = []
    while (lines[at]?.startsWith('- ')) data.resources.push((next() ?? '').slice(2))
  }
  if (at !== lines.length) throw invalid('no line after the last field')
  const canonical = createSiwxMessage(data)
  if (canonical !== message)
    throw invalid('the exact form createSiwxMessage writes (checksummed address, ISO dates)')
  return data
}
