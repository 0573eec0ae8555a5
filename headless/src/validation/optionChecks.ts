import { describeValue, readProperty, unreadable } from '../errors/inspect.js'

/** What one broken rule reports; it becomes an {@link InvalidOptionError} unless `error` is set. */
export type Issue = {
  /** Where in the option, e.g. `networks[1].rpcUrls.default.http[0]`. */
  path: string
  /** The rule, as a phrase: "a string", "an http(s) URL". */
  expected: string
  value: unknown
  /** A sentence of its own instead of "`path` must be `expected`". */
  message?: string | undefined
}

/** Checks one value at `path`; returns the first broken rule, if any. */
export type Check = (value: unknown, path: string) => Issue | undefined

export const issue = (path: string, expected: string, value: unknown, message?: string): Issue => ({
  path,
  expected,
  value,
  message,
})

/** `value[key]`, with a getter that throws read as {@link unreadable} (which no rule accepts). */
export const read = (value: unknown, key: PropertyKey): unknown =>
  readProperty(value, key, unreadable)

export const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value of a message's `Provided:` line: strings quoted, long values cut, never a throw. */
export function provided(value: unknown): string {
  const limit = 120
  if (typeof value === 'string') {
    return JSON.stringify(value.length > limit ? `${value.slice(0, limit)}…` : value)
  }
  if (typeof value === 'function') return 'a function'
  const text = describeValue(value)
  return text.length > limit ? `${text.slice(0, limit)}…` : text
}

export function parseUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** An absolute URL of one of `protocols` with a host. */
export const urlOf =
  (protocols: readonly string[], expected: string): Check =>
  (value, path) => {
    const url = parseUrl(value)
    return url && protocols.includes(url.protocol) && url.hostname
      ? undefined
      : issue(path, expected, value)
  }

export const httpUrl = urlOf(['http:', 'https:'], 'an http(s) URL')
export const websocketUrl = urlOf(['ws:', 'wss:'], 'a ws(s) URL')

/** Schemes a link must never have: they run code or carry a document of their own. */
export const forbiddenSchemes = ['javascript:', 'data:', 'vbscript:']

/** An http(s) link or a wallet's own app scheme (`metamask://`), never a forbidden scheme. */
export const appLink: Check = (value, path) => {
  const url = parseUrl(value)
  return url && !forbiddenSchemes.includes(url.protocol)
    ? undefined
    : issue(
        path,
        `an http(s) URL or the wallet's app link (not ${forbiddenSchemes.join(' ')})`,
        value,
      )
}

export const string: Check = (value, path) =>
  typeof value === 'string' ? undefined : issue(path, 'a string', value)

export const nonEmptyString: Check = (value, path) =>
  typeof value === 'string' && value !== '' ? undefined : issue(path, 'a non-empty string', value)

export const boolean: Check = (value, path) =>
  typeof value === 'boolean' ? undefined : issue(path, 'true or false', value)

export const func: Check = (value, path) =>
  typeof value === 'function' ? undefined : issue(path, 'a function', value)

/** `check`, or nothing when the value is `undefined` (an optional field left out). */
export const optional =
  (check: Check): Check =>
  (value, path) =>
    value === undefined ? undefined : check(value, path)

/** A list whose items pass `item`; `nonEmpty` refuses `[]`, `unique` a repeated item. */
export function list(
  expected: string,
  item: Check,
  { nonEmpty = false, unique = false }: { nonEmpty?: boolean; unique?: boolean } = {},
): Check {
  return (value, path) => {
    if (!Array.isArray(value) || (nonEmpty && value.length === 0)) {
      return issue(path, expected, value)
    }
    for (let index = 0; index < value.length; index++) {
      const broken = item(read(value, index), `${path}[${index}]`)
      if (broken) return broken
    }
    const repeat = unique ? firstRepeat(value, (entry) => entry) : undefined
    return repeat && issue(`${path}[${repeat.index}]`, `${expected}, each at most once`, repeat.key)
  }
}

/** The first item whose `key` an earlier item has: its index and the key. */
export function firstRepeat(items: readonly unknown[], key: (item: unknown) => unknown) {
  const seen = new Set<unknown>()
  for (let index = 0; index < items.length; index++) {
    const itemKey = key(read(items, index))
    if (seen.has(itemKey)) return { index, key: itemKey }
    seen.add(itemKey)
  }
  return undefined
}

/** One of `values`. */
export const oneOf =
  (values: readonly unknown[]): Check =>
  (value, path) =>
    values.includes(value) ? undefined : issue(path, `one of ${values.join(', ')}`, value)

/** The own keys of `value` that are not in `known`: a typo is reported, never ignored. */
export function unknownKey(value: object, path: string, known: readonly string[], noun: string) {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) {
      return issue(
        `${path}.${key}`,
        `one of ${known.join(', ')}`,
        key,
        `Unknown ${noun} \`${key}\``,
      )
    }
  }
  return undefined
}

/** An object whose listed fields pass their checks; `exact` reports fields not listed. */
export function shape(
  expected: string,
  fields: Record<string, Check>,
  exact?: { noun: string },
): Check {
  return (value, path) => {
    if (!isObject(value)) return issue(path, expected, value)
    for (const [key, check] of Object.entries(fields)) {
      const broken = check(read(value, key), `${path}.${key}`)
      if (broken) return broken
    }
    return exact ? unknownKey(value, path, Object.keys(fields), exact.noun) : undefined
  }
}

/** An object with the functions `required` names, and the fields `others` checks. */
export function functions(
  expected: string,
  required: readonly string[],
  others: Record<string, Check> = {},
): Check {
  const fields: Record<string, Check> = { ...others }
  for (const name of required) fields[name] = func
  return shape(`${expected} with ${required.join(', ')}`, fields)
}

// ─── Networks ─────────────────────────────────────────────────────────────────────────────

export const positiveSafeInteger: Check = (value, path) =>
  Number.isSafeInteger(value) && (value as number) > 0
    ? undefined
    : issue(path, 'a positive whole number (the chain id)', value)

export const decimals: Check = (value, path) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255
    ? undefined
    : issue(path, 'a whole number from 0 to 255', value)

export const rpcUrlList = (nonEmpty: boolean) =>
  shape('an object with an `http` list', {
    http: list(`a ${nonEmpty ? 'non-empty ' : ''}list of http(s) URLs`, httpUrl, { nonEmpty }),
  })

/** An http(s) URL, or a data: image (a network icon may be inlined). */
export const imageUrl: Check = (value, path) => {
  if (typeof value === 'string' && /^data:image\//i.test(value)) return undefined
  if (!httpUrl(value, path)) return undefined
  return issue(path, 'an http(s) URL or a data:image URI', value)
}
