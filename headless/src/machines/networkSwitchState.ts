import type { FoyerError } from '../errors/FoyerError.js'

// The switch's state and its start: what the store creates at start, apart from the transitions
// (networkSwitch.ts), which load with the views and actions that switch.

/**
 * A switch of the active network that waits for the wallet (SPEC §4 "Network switch"), as the
 * Networks, SwitchNetwork and UnsupportedChain views show it. Visible in the DOM as
 * `data-state` on the network being switched to.
 */
export type NetworkSwitchState =
  | { status: 'idle' }
  /** The wallet is asked to change chain (and to add it first on 4902). */
  | { status: 'switching'; caipNetworkId: string }
  /** The visitor declined in the wallet (4001). */
  | { status: 'rejected'; caipNetworkId: string; error: FoyerError }
  /** The wallet could not switch ('Chain is not supported' after a failed add, or another error). */
  | { status: 'failed'; caipNetworkId: string; error: FoyerError }

export const initialNetworkSwitchState: NetworkSwitchState = { status: 'idle' }
