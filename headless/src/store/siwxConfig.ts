import type { CaipNetworkId } from '../chains/network.js'
import type { SiwxMessageData } from '../siwx/messageData.js'

/** The fields of a sign-in message (SPEC §3), declared once in the `siwx` layer. */
export type { SiwxMessageData }

/** A message ready to sign: its fields and its text. */
export type SiwxMessage = SiwxMessageData & { toString(): string }

/** A signed-in session: the message, its text and the signature. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  /** eip155: 0x hex (EIP-191, EIP-1271 or EIP-6492); solana: the ed25519 signature in base58. */
  signature: string
  /** Extra proof some verifiers keep (e.g. a CACAO object). */
  cacao?: unknown
}

/**
 * Sign-in with any chain (`siwx` option, SPEC §1, §4): how the host creates messages and keeps
 * sessions. Foyer asks for a signature after connecting when no session exists.
 */
export type SiwxConfig = {
  /**
   * A message for the account to sign, with a fresh nonce. WalletConnect's one-click sign-in
   * (every namespace eip155) calls it once before any account is known, with the first eip155
   * network and the zero address, and asks the wallet to sign its nonce, domain, URI,
   * statement, times and resources for each network; the signed messages then reach
   * {@link SiwxConfig.setSessions} together.
   */
  createMessage(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<SiwxMessage>
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Whether sign-in is required: cancelling disconnects, closing is refused. @default false */
  getRequired?(): boolean
}

/**
 * Sign-in with Ethereum (`siweConfig` option, SPEC §1): the older, EVM-only way. A host sets
 * this or {@link SiwxConfig}, never both.
 */
export type SiweConfig = {
  getNonce(address?: string): Promise<string>
  getMessageParams?(): Promise<Partial<SiwxMessageData>>
  createMessage(input: SiwxMessageData & { address: string }): string
  verifyMessage(input: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  /** @default true */
  required?: boolean
}
