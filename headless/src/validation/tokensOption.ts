import { isAddressOfNamespace } from '../chains/isAddress.js'
import { describeValue } from '../errors/inspect.js'
import { caipNetworkIdOf, networks } from './networkOptions.js'
import { type Issue, isObject, issue, list, read } from './optionChecks.js'

const tokenAddress = (value: unknown, path: string): Issue | undefined =>
  isAddressOfNamespace('eip155', value) && String(value).startsWith('0x')
    ? undefined
    : issue(path, 'an ERC-20 contract address (0x and 40 hex digits)', value)

/**
 * The `tokens` option of `createFoyer`: ERC-20 contracts read from the chain per network when
 * no blockchain API is configured. An object keyed by the CAIP-2 id of an eip155 network of
 * `networks` (`'eip155:1'`), each a list of contract addresses, each at most once.
 */
export function tokensOption(value: unknown, path: string, options: unknown): Issue | undefined {
  if (value === undefined) return undefined
  if (!isObject(value) || Array.isArray(value)) {
    return issue(
      path,
      'an object of ERC-20 addresses by network, e.g. { "eip155:1": [0x…] }',
      value,
    )
  }
  const listed = read(options, 'networks')
  const ids =
    Array.isArray(listed) && !networks(listed, 'networks')
      ? listed.map((network) => caipNetworkIdOf(network))
      : undefined
  for (const key of Object.keys(value)) {
    const at = `${path}.${key}`
    if (!key.startsWith('eip155:') || (ids && !ids.includes(key))) {
      const expected = `an eip155 network of networks: ${(ids ?? []).map((id) => describeValue(id)).join(', ')}`
      return issue(at, expected, key, `\`${at}\` names no eip155 network of \`networks\``)
    }
    const broken = list('a list of ERC-20 contract addresses', tokenAddress, { unique: true })(
      read(value, key),
      at,
    )
    if (broken) return broken
  }
  return undefined
}
