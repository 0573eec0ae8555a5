import { readProperty } from '../errors/inspect.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { describeProvided } from '../validation/parameters.js'
import type { Foyer } from './createFoyer.js'

/** True for what `createFoyer()` returns (by shape: a store to read and an emitter). */
function isFoyer(value: unknown): value is Foyer {
  const store = readProperty(value, 'store')
  const emitter = readProperty(value, 'emitter')
  return (
    typeof readProperty(store, 'get') === 'function' &&
    typeof readProperty(store, 'set') === 'function' &&
    typeof readProperty(emitter, 'emit') === 'function' &&
    typeof readProperty(value, 'options') === 'object'
  )
}

/**
 * The first check of every action: throws {@link InvalidParameterError} for `foyer` unless it
 * is an instance from `createFoyer()` (a host that forgot the first argument gets this, not
 * "Cannot read properties of undefined").
 */
export function assertFoyer(foyer: unknown): asserts foyer is Foyer {
  if (isFoyer(foyer)) return
  throw new InvalidParameterError('foyer', {
    metaMessages: [
      'Parameter: foyer',
      'Rule: the instance createFoyer() returned',
      describeProvided(foyer),
    ],
  })
}
