// The rules of `createFoyer`'s options (`FoyerOptions`, store/options.ts). This layer cannot
// import the store's types, so the lists of names below are kept in step with them by
// options.test.ts, whose valid options set every option, flag, service and wallet field.
import type { Chain } from 'viem'
import { namespaceAccountTypes } from '../chains/accountTypes.js'
import { chainNamespaces } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import {
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../constants.js'
import { InvalidOptionError, SiweAndSiwxConflictError } from '../errors/config.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { unreadable } from '../errors/inspect.js'
import { defaultNetwork, networks } from './networkOptions.js'
import {
  appLink,
  boolean,
  type Check,
  firstRepeat,
  func,
  functions,
  httpUrl,
  type Issue,
  isObject,
  issue,
  list,
  nonEmptyString,
  oneOf,
  optional,
  provided,
  read,
  shape,
  string,
  unknownKey,
  websocketUrl,
} from './optionChecks.js'
import {
  type FieldResult,
  invalidField,
  type ValidationResult,
  validationResult,
  validField,
} from './result.js'
import { socialProviders } from './socialProvider.js'
import { themeModes } from './themeMode.js'
import { tokensOption } from './tokensOption.js'

const optionNames = [
  'projectId',
  'metadata',
  'networks',
  'defaultNetwork',
  'adapters',
  'connectors',
  'features',
  'themeMode',
  'themeVariables',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'customWallets',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'siweConfig',
  'siwx',
  'enableEIP6963',
  'enableWalletConnect',
  'walletConnect',
  'enableNetworkSwitch',
  'allowUnsupportedChain',
  'defaultAccountTypes',
  'services',
  'storage',
  'storageKey',
  'isMobile',
  'tokens',
] as const

/** The name of an option of `createFoyer`. */
export type OptionName = (typeof optionNames)[number]

const adapterFunctions = ['getBalance']

const adapters: Check = (value, path) => {
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

const connectors: Check = (value, path) => {
  const expected = 'a list of connector functions, e.g. [injected({ provider })] or [mock()]'
  const broken = list(expected, func)(value, path)
  return (
    broken && { ...broken, expected, message: 'Connectors must be a list of connector functions' }
  )
}

// ─── Features ─────────────────────────────────────────────────────────────────────────────

const socialOptions = [...socialProviders, 'farcaster'] as const

/** An order: known entries, each at most once. */
const order = (entries: readonly string[]) =>
  list(`a list of ${entries.join(', ')}`, oneOf(entries), { unique: true })

const featureFlags = [
  'email',
  'swaps',
  'onramp',
  'activity',
  'branding',
  'receive',
  'send',
  'pay',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'emailShowWallets',
]

const features = shape(
  'an object of feature flags',
  {
    ...Object.fromEntries(featureFlags.map((flag) => [flag, optional(boolean)])),
    socials: optional((value, path) =>
      value === false
        ? undefined
        : list(`false or a list of ${socialOptions.join(', ')}`, oneOf(socialOptions), {
            unique: true,
          })(value, path),
    ),
    walletFeaturesOrder: optional(order(DEFAULT_WALLET_FEATURES_ORDER)),
    connectMethodsOrder: optional(order(DEFAULT_CONNECT_METHODS_ORDER)),
    connectorTypeOrder: optional(order(DEFAULT_CONNECTOR_TYPE_ORDER)),
  },
  { noun: 'feature flag' },
)

// ─── Wallets, links, theme ────────────────────────────────────────────────────────────────

const walletIds = list('a list of wallet ids (strings)', nonEmptyString)

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

const customWallets: Check = (value, path) => {
  const broken = list('a list of custom wallets { id, name, … }', customWallet)(value, path)
  if (broken || !Array.isArray(value)) return broken
  const repeat = firstRepeat(value, (wallet) => read(wallet, 'id'))
  return (
    repeat && issue(`${path}[${repeat.index}].id`, 'an id no other custom wallet has', repeat.key)
  )
}

const themeMode: Check = (value, path) =>
  (themeModes as readonly unknown[]).includes(value)
    ? undefined
    : issue(path, themeModes.join(' or '), value, 'Theme mode must be light or dark')

const themeVariables: Check = (value, path) => {
  if (!isObject(value)) return issue(path, 'an object of theme tokens to string values', value)
  for (const key of Object.keys(value)) {
    const broken = string(read(value, key), `${path}.${key}`)
    if (broken) return broken
  }
  return undefined
}

// ─── Sign-in, account types, services, storage ───────────────────────────────────────────

const siweConfig = functions(
  'a SIWE config',
  ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'],
  { getMessageParams: optional(func), required: optional(boolean) },
)

const siwx = functions(
  'a SIWX config',
  ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'],
  { getRequired: optional(func) },
)

const defaultAccountTypes: Check = (value, path) => {
  if (!isObject(value)) return issue(path, 'an object of account types by namespace', value)
  const broken = unknownKey(value, path, chainNamespaces, 'namespace')
  if (broken) return broken
  for (const namespace of chainNamespaces) {
    const allowed: readonly string[] = namespaceAccountTypes[namespace]
    const type = read(value, namespace)
    if (type !== undefined && !allowed.includes(type as string)) {
      const expected = allowed.length
        ? `one of ${allowed.join(', ')}`
        : 'nothing: the namespace has no account types'
      return issue(`${path}.${namespace}`, expected, type)
    }
  }
  return undefined
}

const services = shape(
  'an object of service URLs',
  {
    apiUrl: optional(httpUrl),
    blockchainApiUrl: optional(httpUrl),
    analyticsUrl: optional(httpUrl),
    relayUrl: optional(websocketUrl),
    frameUrl: optional(httpUrl),
  },
  { noun: 'service' },
)

const storage = functions('a storage', ['getItem', 'setItem', 'removeItem'])

// ─── The options ──────────────────────────────────────────────────────────────────────────

/** An option's check; it may read the other options (`defaultNetwork` reads `networks`). */
type OptionCheck = (value: unknown, path: string, options: unknown) => Issue | undefined

const checks: Record<OptionName, OptionCheck> = {
  projectId: string,
  metadata: optional(
    shape('an object { name, description, url, icons }', {
      name: string,
      description: string,
      url: httpUrl,
      icons: list('a list of icon URLs (strings)', string),
    }),
  ),
  networks,
  defaultNetwork,
  adapters: optional(adapters),
  connectors: optional(connectors),
  features: optional(features),
  themeMode: optional(themeMode),
  themeVariables: optional(themeVariables),
  featuredWalletIds: optional(walletIds),
  includeWalletIds: optional(walletIds),
  excludeWalletIds: optional(walletIds),
  customWallets: optional(customWallets),
  termsConditionsUrl: optional(httpUrl),
  privacyPolicyUrl: optional(httpUrl),
  siweConfig: optional(siweConfig),
  siwx: optional(siwx),
  enableEIP6963: optional(boolean),
  enableWalletConnect: optional(boolean),
  walletConnect: optional(
    shape(
      'an object of WalletConnect settings',
      { skipVerify: optional(boolean) },
      {
        noun: 'WalletConnect setting',
      },
    ),
  ),
  enableNetworkSwitch: optional(boolean),
  allowUnsupportedChain: optional(boolean),
  defaultAccountTypes: optional(defaultAccountTypes),
  services: optional(services),
  storage: optional(storage),
  storageKey: optional(nonEmptyString),
  isMobile: optional(func),
  tokens: tokensOption,
}

function toError(option: string, found: Issue): FoyerError {
  const message = found.message ?? `\`${found.path}\` must be ${found.expected}`
  return new InvalidOptionError(message, {
    metaMessages: [
      `Option: ${option}`,
      ...(found.path === option ? [] : [`Field: ${found.path}`]),
      `Expected: ${found.expected}`,
      `Provided: ${provided(found.value)}`,
    ],
  })
}

/** How messages name the options object itself. */
const objectOption = '(the options object)'

/** The options object itself: an object, with no option `createFoyer` does not know. */
function checkObject(options: unknown): FieldResult {
  if (!isObject(options)) {
    return invalidField(
      new InvalidOptionError(
        options === undefined || options === null
          ? 'Options are required'
          : 'The options must be an object',
        {
          metaMessages: [
            `Option: ${objectOption}`,
            'Expected: an object with at least `projectId` and `networks`',
            `Provided: ${provided(options)}`,
          ],
        },
      ),
    )
  }
  const broken = unknownKey(options, 'options', optionNames, 'option')
  if (!broken) return validField
  return invalidField(toError(String(broken.value), { ...broken, path: String(broken.value) }))
}

/**
 * Per-option results of `createFoyer`'s options, keyed by option name, plus `options` for the
 * object itself (not an object, or an option name `createFoyer` does not know). Each invalid
 * option carries an {@link InvalidOptionError} whose `metaMessages` give `Option:`, `Field:`
 * (inside the option), `Expected:` and `Provided:`; `siweConfig` and `siwx` set together are a
 * {@link SiweAndSiwxConflictError} on both. Never throws, whatever it is given.
 */
export function validateOptions(options: unknown): ValidationResult<'options' | OptionName> {
  const fields = { options: guard('options', options, () => checkObject(options)) } as Record<
    'options' | OptionName,
    FieldResult
  >
  const isSet = (name: OptionName) => {
    const value = read(options, name)
    return value !== undefined && value !== null && value !== unreadable
  }
  const conflict = isSet('siweConfig') && isSet('siwx')
  for (const name of optionNames) {
    fields[name] = guard(name, options, () => {
      if (conflict && (name === 'siweConfig' || name === 'siwx')) {
        return invalidField(
          new SiweAndSiwxConflictError({
            metaMessages: [
              'Options: siweConfig, siwx',
              'Expected: one of them, not both',
              'Provided: both',
            ],
          }),
        )
      }
      const found = checks[name](read(options, name), name, options)
      return found ? invalidField(toError(name, found)) : validField
    })
  }
  return validationResult(fields)
}

/**
 * Runs `check`; a value that throws while being read (a hostile proxy, a getter that throws
 * only the second time) makes the option invalid instead of throwing.
 */
function guard(name: string, options: unknown, check: () => FieldResult): FieldResult {
  try {
    return check()
  } catch {
    return invalidField(
      toError(name === 'options' ? objectOption : name, {
        path: name === 'options' ? objectOption : name,
        expected: 'a value that can be read',
        value: name === 'options' ? unreadable : read(options, name),
      }),
    )
  }
}

/**
 * Throws the first failure of {@link validateOptions}: an {@link InvalidOptionError} naming the
 * option, or {@link SiweAndSiwxConflictError}. Options that pass are `createFoyer`'s
 * `FoyerOptions`; name the type to narrow to it (`assertOptions<FoyerOptions>(value)`).
 */
export function assertOptions<
  validOptions extends object = {
    projectId: string
    networks: readonly [Chain | Network, ...(Chain | Network)[]]
  },
>(options: unknown): asserts options is validOptions {
  const result = validateOptions(options)
  for (const field of Object.values<FieldResult>(result.fields)) if (!field.valid) throw field.error
}
