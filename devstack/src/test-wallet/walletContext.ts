import type { Chain, LocalAccount } from 'viem'

/** A chain of the wallet (the shape of `TestWalletChain`, without importing it back). */
export type WalletChain = { id: number; name: string; rpcUrl: string }

/**
 * What the test wallet's method modules (EIP-5792 calls, ERC-7715 permissions) use of the
 * wallet: its account, its chains, its grant check and its approval gate.
 */
export type TestWalletContext = {
  account: LocalAccount
  /** The chain the wallet is on now. */
  chain: () => WalletChain
  /** Every chain the wallet knows. */
  chains: () => readonly WalletChain[]
  /** Throws 4100 before the grant, or for an address other than the account. */
  requireGrant: (address?: unknown) => void
  /** Resolves when the person approves; rejects with 4001 when they decline. */
  gate: (method: string, params: unknown, summary: string) => Promise<void>
  /** The chain as viem's `Chain`. */
  viemChain: (chain: WalletChain) => Chain
}

/** A random 32-byte id, hex (batch ids, permission contexts). */
export function randomId(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
