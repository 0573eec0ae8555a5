// The parameter checks of errors/parameters.ts, with the rule that needs chains/: a namespace
// Foyer knows. Actions, hooks and factories import them from here.

import { namespaceRule } from '../chains/namespaces.js'
import { baseParameterRules } from '../errors/parameters.js'

export {
  assertParameter,
  assertParameters,
  describeProvided,
  type ParameterRule,
  type ParameterShape,
} from '../errors/parameters.js'

/** The rules public functions use; `optional(…)` also lets `undefined` through. */
export const parameterRules = {
  ...baseParameterRules,
  /** A chain namespace Foyer knows (eip155, solana, bip122, …). */
  namespace: namespaceRule,
} as const
