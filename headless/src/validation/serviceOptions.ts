// The options of `createFoyer` that plug the host's services in: sign-in (SIWE, SIWX),
// default account types, service URLs and storage.
import { namespaceAccountTypes } from '../chains/accountTypes.js'
import { chainNamespaces } from '../chains/namespaces.js'
import {
  boolean,
  type Check,
  func,
  functions,
  httpUrl,
  isObject,
  issue,
  optional,
  read,
  shape,
  unknownKey,
  websocketUrl,
} from './optionChecks.js'

/** The `siweConfig` option: a SIWE config. */
export const siweConfig: Check = functions(
  'a SIWE config',
  ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'],
  { getMessageParams: optional(func), required: optional(boolean) },
)

/** The `siwx` option: a SIWX config. */
export const siwx: Check = functions(
  'a SIWX config',
  ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'],
  { getRequired: optional(func) },
)

/** The `defaultAccountTypes` option: an account type its namespace knows. */
export const defaultAccountTypes: Check = (value, path) => {
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

/** The `services` option: service URLs, http(s) but the relay (ws(s)). */
export const services: Check = shape(
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

/** The `storage` option: a storage with `getItem`, `setItem` and `removeItem`. */
export const storage: Check = functions('a storage', ['getItem', 'setItem', 'removeItem'])
