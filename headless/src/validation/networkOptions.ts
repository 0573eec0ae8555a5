import { parseCaipNetworkId } from '../chains/caipNetworkId.js'
import { chainNamespaces, isChainNamespace } from '../chains/namespaces.js'
import { describeValue } from '../errors/inspect.js'
import {
  boolean,
  type Check,
  decimals,
  firstRepeat,
  httpUrl,
  type Issue,
  imageUrl,
  isObject,
  issue,
  list,
  nonEmptyString,
  optional,
  positiveSafeInteger,
  read,
  rpcUrlList,
  shape,
  string,
} from './optionChecks.js'

export const chainFields: Record<string, Check> = {
  id: positiveSafeInteger,
  name: nonEmptyString,
  nativeCurrency: shape('an object { name, symbol, decimals }', {
    name: string,
    symbol: string,
    decimals,
  }),
  rpcUrls: shape('an object with `default: { http: [url, …] }`', {
    default: rpcUrlList(true),
    chainDefault: optional(rpcUrlList(false)),
  }),
  testnet: optional(boolean),
  assets: optional(
    shape('an object { imageId?, imageUrl? }', {
      imageId: optional(string),
      imageUrl: optional(imageUrl),
    }),
  ),
}

export const blockExplorers: Check = (value, path) => {
  if (value === undefined) return undefined
  if (!isObject(value)) return issue(path, 'an object of block explorers { name, url }', value)
  for (const key of Object.keys(value)) {
    const explorer = read(value, key)
    if (explorer === undefined) continue
    const broken = shape('a block explorer { name, url }', { name: string, url: httpUrl })(
      explorer,
      `${path}.${key}`,
    )
    if (broken) return broken
  }
  return undefined
}

export const networkKinds = 'viem chains or Foyer networks (defineNetwork)'
export const networkExpected = 'a network: a viem chain or a Foyer network (defineNetwork)'
export const chain = shape(networkExpected, chainFields)

/**
 * A viem chain or a Foyer network. A value with either Foyer field (`caipNetworkId`,
 * `chainNamespace`) is taken as it is by `toNetwork`, so it needs both, and they must agree with
 * each other and, on eip155, with the chain id.
 */
export const network: Check = (value, path) => {
  if (!isObject(value)) return issue(path, networkExpected, value)
  const broken =
    chain(value, path) ?? blockExplorers(read(value, 'blockExplorers'), `${path}.blockExplorers`)
  if (broken) return broken
  if (!('caipNetworkId' in value) && !('chainNamespace' in value)) return undefined
  const chainNamespace = read(value, 'chainNamespace')
  if (!isChainNamespace(chainNamespace)) {
    return issue(`${path}.chainNamespace`, `one of ${chainNamespaces.join(', ')}`, chainNamespace)
  }
  const caipNetworkId = read(value, 'caipNetworkId')
  const parsed = parseCaipNetworkId(caipNetworkId)
  const reference = chainNamespace === 'eip155' ? String(read(value, 'id')) : undefined
  if (
    !parsed ||
    parsed.chainNamespace !== chainNamespace ||
    (reference !== undefined && parsed.reference !== reference)
  ) {
    return issue(
      `${path}.caipNetworkId`,
      `a CAIP-2 id \`${chainNamespace}:${reference ?? '<reference>'}\``,
      caipNetworkId,
    )
  }
  return undefined
}

/** The CAIP-2 id `toNetwork` gives a valid network. */
export function caipNetworkIdOf(value: unknown): unknown {
  if (!isObject(value)) return undefined
  return 'caipNetworkId' in value ? read(value, 'caipNetworkId') : `eip155:${read(value, 'id')}`
}

export const networks: Check = (value, path) => {
  if (!Array.isArray(value) || value.length === 0) {
    return issue(
      path,
      `a non-empty list of networks: ${networkKinds}`,
      value,
      'At least one network is required',
    )
  }
  const broken = list('a list of networks', network)(value, path)
  if (broken) return broken
  const repeat = firstRepeat(value, caipNetworkIdOf)
  if (!repeat) return undefined
  const at = `${path}[${repeat.index}]`
  const message = `\`${at}\` repeats ${describeValue(repeat.key)}`
  return issue(at, 'each network listed once', repeat.key, message)
}

export function defaultNetwork(value: unknown, path: string, options: unknown): Issue | undefined {
  if (value === undefined) return undefined
  const broken = network(value, path)
  if (broken) return broken
  const listed = read(options, 'networks')
  // Compared only with valid networks: `networks` reports its own errors.
  if (!Array.isArray(listed) || networks(listed, 'networks')) return undefined
  const ids = Array.from({ length: listed.length }, (_, index) =>
    caipNetworkIdOf(read(listed, index)),
  )
  const id = caipNetworkIdOf(value)
  return ids.includes(id)
    ? undefined
    : issue(
        path,
        `one of networks: ${ids.map((item) => describeValue(item)).join(', ')}`,
        id,
        'The default network must be one of `networks`',
      )
}

// ─── Adapters, connectors ─────────────────────────────────────────────────────────────────

/** The functions of the adapter contract (`EvmAdapter`). */
