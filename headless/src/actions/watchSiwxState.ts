import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { siwxAtom, siwxMessageAtom, siwxSessionsAtom } from '../store/siwxAtoms.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { type GetSiwxStateReturnType, getSiwxState } from './getSiwxState.js'

export type WatchSiwxStateParameters = {
  /** Called with the sign-in state each time its flow, sessions or message change. */
  onChange(state: GetSiwxStateReturnType): void
}

/** The function that stops watching. */
export type WatchSiwxStateReturnType = () => void

export type WatchSiwxStateErrorType = never

/** Watches the sign-in flow ({@link getSiwxState}), for hosts without React. */
export function watchSiwxState(
  foyer: Foyer,
  parameters: WatchSiwxStateParameters,
): WatchSiwxStateReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { onChange: is.function })
  const changed = () => parameters.onChange(getSiwxState(foyer))
  const stops = [siwxAtom, siwxSessionsAtom, siwxMessageAtom].map((atom) =>
    foyer.store.sub(atom, changed),
  )
  return () => {
    for (const stop of stops) stop()
  }
}
