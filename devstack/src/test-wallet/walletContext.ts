import type { Chain, LocalAccount } from 'viem'

/** A chain the test wallet can switch to. */
export type TestWalletChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** A chain of the wallet (what the method modules read of it). */
export type WalletChain = TestWalletChain

/**
 * What the test wallet's method modules (accounts, chains, signing, EIP-5792 calls, ERC-7715
 * permissions) use of the wallet: its account, its chains, its grant and its approval gate.
 */
export type TestWalletContext = {
  account: LocalAccount
  /** Origin reported in permissions. */
  origin: string
  /** The chain the wallet is on now. */
  chain: () => WalletChain
  /** Every chain the wallet knows. */
  chains: () => readonly WalletChain[]
  /** True once the page was granted the account. */
  isGranted: () => boolean
  /** Stores the grant; emits `accountsChanged` when it changes. */
  grant: () => void
  /** Forgets the grant; emits `accountsChanged([])` when it changes. */
  revoke: () => void
  /** Makes `chain` the current one (stored); emits `chainChanged` when it changes. */
  switchTo: (chain: WalletChain) => void
  /** Adds a chain the wallet can switch to (until `reset()`). */
  addChain: (chain: WalletChain) => void
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
