// The wallet options of `createFoyer`: adapters, connectors, listed and custom wallets.
import { chainNamespaces } from '../chains/namespaces.js'
import {
  appLink,
  type Check,
  firstRepeat,
  func,
  functions,
  httpUrl,
  issue,
  list,
  nonEmptyString,
  oneOf,
  optional,
  read,
  shape,
  string,
} from './optionChecks.js'

/**
 * A wallet the host adds to the list itself (SPEC §1 "custom wallets"). Links and images are
 * http(s) URLs; `mobile_link` and `desktop_link` may also use the wallet's own app scheme
 * (`acme://`), never `javascript:`, `data:` or `vbscript:`. Ids are unique.
 */
export type CustomWallet = {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  app_store?: string
  play_store?: string
  rdns?: string
}

const adapterFunctions = ['getBalance']

/** The `adapters` option: chain adapters, one per namespace. */
export const adapters: Check = (value, path) => {
  const broken = list(
    'a list of chain adapters, e.g. [evmAdapter()]',
    functions('an adapter, e.g. evmAdapter()', adapterFunctions, {
      namespace: oneOf(chainNamespaces),
    }),
  )(value, path)
  if (broken || !Array.isArray(value)) return broken
  const repeat = firstRepeat(value, (adapter) => read(adapter, 'namespace'))
  return (
    repeat &&
    issue(
      `${path}[${repeat.index}].namespace`,
      'one adapter per chain namespace',
      repeat.key,
      'One adapter per chain namespace',
    )
  )
}

/** The `connectors` option: connector functions. */
export const connectors: Check = (value, path) => {
  const expected = 'a list of connector functions, e.g. [injected({ provider })] or [mock()]'
  const broken = list(expected, func)(value, path)
  return (
    broken && { ...broken, expected, message: 'Connectors must be a list of connector functions' }
  )
}

/** `featuredWalletIds`, `includeWalletIds` and `excludeWalletIds`: wallet ids. */
export const walletIds: Check = list('a list of wallet ids (strings)', nonEmptyString)

const customWallet = shape(
  'a wallet { id, name, … }',
  {
    id: nonEmptyString,
    name: nonEmptyString,
    homepage: optional(httpUrl),
    image_url: optional(httpUrl),
    mobile_link: optional(appLink),
    desktop_link: optional(appLink),
    webapp_link: optional(httpUrl),
    app_store: optional(httpUrl),
    play_store: optional(httpUrl),
    rdns: optional(string),
  },
  { noun: 'custom wallet field' },
)

/** The `customWallets` option: wallets with safe links, each id once. */
export const customWallets: Check = (value, path) => {
  const broken = list('a list of custom wallets { id, name, … }', customWallet)(value, path)
  if (broken || !Array.isArray(value)) return broken
  const repeat = firstRepeat(value, (wallet) => read(wallet, 'id'))
  return (
    repeat && issue(`${path}[${repeat.index}].id`, 'an id no other custom wallet has', repeat.key)
  )
}
