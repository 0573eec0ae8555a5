// The rules of `createFoyer`'s options (`FoyerOptions`, store/options.ts): the list of option
// names, each option's check, and the validate/assert pair. The checks live by concern in
// featureOptions.ts, walletOptions.ts, serviceOptions.ts, networkOptions.ts and tokensOption.ts.
// This layer cannot import the store's types, so the lists of names are kept in step with them
// by options.test.ts, whose valid options set every option, flag, service and wallet field.
import type { Chain } from 'viem'
import type { Network } from '../chains/network.js'
import { InvalidOptionError, SiweAndSiwxConflictError } from '../errors/config.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { unreadable } from '../errors/inspect.js'
import { features } from './featureOptions.js'
import { defaultNetwork, networks } from './networkOptions.js'
import {
  boolean,
  type Check,
  func,
  httpUrl,
  type Issue,
  isObject,
  issue,
  list,
  nonEmptyString,
  optional,
  provided,
  read,
  shape,
  string,
  unknownKey,
} from './optionChecks.js'
import {
  type FieldResult,
  invalidField,
  type ValidationResult,
  validationResult,
  validField,
} from './result.js'
import { defaultAccountTypes, services, siweConfig, siwx, storage } from './serviceOptions.js'
import { themeModeSettings } from './themeMode.js'
import { tokensOption } from './tokensOption.js'
import { adapters, connectors, customWallets, walletIds } from './walletOptions.js'

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
  'enableEmbedded',
  'defaultAccountTypes',
  'services',
  'storage',
  'storageKey',
  'isMobile',
  'tokens',
] as const

/** The name of an option of `createFoyer`. */
export type OptionName = (typeof optionNames)[number]

const themeMode: Check = (value, path) =>
  (themeModeSettings as readonly unknown[]).includes(value)
    ? undefined
    : issue(path, 'light, dark or system', value, 'Theme mode must be light or dark')

const themeVariables: Check = (value, path) => {
  if (!isObject(value)) return issue(path, 'an object of theme tokens to string values', value)
  for (const key of Object.keys(value)) {
    const broken = string(read(value, key), `${path}.${key}`)
    if (broken) return broken
  }
  return undefined
}

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
  enableEmbedded: optional(boolean),
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
