import type { FoyerError } from '../errors/FoyerError.js'
import { initialNetworkSwitchState, type NetworkSwitchState } from './networkSwitchState.js'

export { initialNetworkSwitchState, type NetworkSwitchState }

/**
 * Where the modal goes after a network switch (SPEC §4): back when it failed; closed when it
 * succeeded from a network outside the chain's list (e.g. from UnsupportedChain); else nowhere.
 */
export function afterNetworkSwitch(parameters: {
  ok: boolean
  previousInList: boolean
}): 'back' | 'close' | 'none' {
  if (!parameters.ok) return 'back'
  return parameters.previousInList ? 'none' : 'close'
}

/**
 * The active network after one is removed (SPEC §4): the chain's first remaining network when
 * the active one was removed; `undefined` when the chain has none left (the namespace is then
 * disabled in the connector filter). Other removals keep the active network.
 */
export function activeNetworkAfterRemoval<network extends { caipNetworkId: string }>(
  remaining: readonly network[],
  removedId: string,
  activeId: string | undefined,
): network | undefined {
  if (removedId !== activeId) return remaining.find((network) => network.caipNetworkId === activeId)
  return remaining[0]
}

/** Events of a network switch. */
export type NetworkSwitchEvent =
  | { type: 'start'; caipNetworkId: string }
  | { type: 'succeed' }
  | { type: 'fail'; error: FoyerError }
  /** Forget a finished switch (the visitor moved on). */
  | { type: 'reset' }

/**
 * Pure transitions of a network switch: a start supersedes any switch; an outcome applies only
 * while switching; a failure is 'rejected' for the visitor's 4001, 'failed' otherwise.
 */
export function networkSwitchTransition(
  state: NetworkSwitchState,
  event: NetworkSwitchEvent,
): NetworkSwitchState {
  switch (event.type) {
    case 'start':
      return { status: 'switching', caipNetworkId: event.caipNetworkId }
    case 'reset':
      return initialNetworkSwitchState
    case 'succeed':
      return state.status === 'switching' ? initialNetworkSwitchState : state
    case 'fail': {
      if (state.status !== 'switching') return state
      const status = event.error.code === 'USER_REJECTED' ? 'rejected' : 'failed'
      return { status, caipNetworkId: state.caipNetworkId, error: event.error }
    }
  }
}

/** The views that take part in picking a network; a finished switch leaves them. */
export const networkViews = ['Networks', 'SwitchNetwork', 'UnsupportedChain'] as const

/**
 * Where the history goes after a switch (SPEC §4): on failure back one view when the wallet's
 * pending view (SwitchNetwork) shows, so the picker shows the error; on success, closed when the
 * previous network was not in the chain's list, else back to the first view before the picker.
 * `undefined` leaves the history as it is.
 */
export function routeAfterNetworkSwitch(
  history: readonly { view: string }[],
  outcome: { ok: boolean; previousInList: boolean },
): { type: 'close' } | { type: 'goBackToIndex'; index: number } | undefined {
  const plan = afterNetworkSwitch(outcome)
  if (plan === 'close') return { type: 'close' }
  if (plan === 'back') {
    return history.at(-1)?.view === 'SwitchNetwork' && history.length > 1
      ? { type: 'goBackToIndex', index: history.length - 2 }
      : undefined
  }
  const first = history.findIndex((route) =>
    (networkViews as readonly string[]).includes(route.view),
  )
  if (first === -1) return undefined
  return first === 0 ? { type: 'close' } : { type: 'goBackToIndex', index: first - 1 }
}
