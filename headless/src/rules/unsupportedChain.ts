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
