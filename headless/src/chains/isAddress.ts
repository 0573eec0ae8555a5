import type { ChainNamespace } from './namespaces.js'

const evmAddress = /^(0x)?[0-9a-fA-F]{40}$/
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `address` is an address of the namespace (SPEC §5): eip155 takes an optional `0x`
 * and 40 hex digits (no checksum rule); solana takes 32 to 44 base58 characters. The spec
 * gives no rule for polkadot, bip122 and cosmos: any non-empty string without spaces passes.
 */
export function isAddressOfNamespace(chainNamespace: ChainNamespace, address: unknown): boolean {
  if (typeof address !== 'string') return false
  switch (chainNamespace) {
    case 'eip155':
      return evmAddress.test(address)
    case 'solana':
      return solanaAddress.test(address)
    default:
      return /^\S+$/.test(address)
  }
}
