/** What the modal knows when the active network changes (SPEC §4 "Network switch"). */
export type UnsupportedChainContext = {
  /** Whether the wallet's network is one the host offers. */
  supported: boolean
  /** The host's network-switch switch. */
  enableNetworkSwitch: boolean
  /** The host allows staying on an unsupported chain. */
  allowUnsupportedChain: boolean
  /** A basic (WalletConnect-only, no adapter) connection. */
  isBasic: boolean
}

/**
 * Whether UnsupportedChain opens (SPEC §4): the network is unsupported, network switching is
 * enabled, unsupported chains are not allowed and the connection is not basic.
 */
export function shouldOpenUnsupportedChain(context: UnsupportedChainContext): boolean {
  return (
    !context.supported &&
    context.enableNetworkSwitch &&
    !context.allowUnsupportedChain &&
    !context.isBasic
  )
}

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
