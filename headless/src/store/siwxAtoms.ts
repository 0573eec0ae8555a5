import { atom } from 'jotai/vanilla'
import type { CaipNetworkId } from '../chains/network.js'
import { initialSiwxState, type SiwxState } from '../machines/siwx.js'
import type { SiwxConfig, SiwxMessage, SiwxSession } from './siwxConfig.js'

/** The sign-in flow's state (SPEC §4 "Sign-in (SIWX)"), changed only through `siwxTransition`. */
export const siwxAtom = atom<SiwxState>(initialSiwxState)

/** Whose sessions {@link siwxSessionsAtom} holds: a connected account on a listed network. */
export type SiwxTarget = { chainId: CaipNetworkId; address: string }

/**
 * The sign-in sessions of the connected account on its network, as the host's `SiwxConfig`
 * returned them; `null` while none is connected or before they are read.
 */
export const siwxSessionsAtom = atom<(SiwxTarget & { sessions: readonly SiwxSession[] }) | null>(
  null,
)

/**
 * The instance's sign-in config once resolved (`siwx`, or `siweConfig` mapped to it);
 * `undefined` before the first use. See `resolveSiwx`.
 */
export const siwxConfigAtom = atom<{ config: SiwxConfig | null } | undefined>(undefined)

/**
 * The message SIWXSignMessage asks the visitor to sign, made by the host's config when the
 * view opened, for the account and network of `key` (`<chainId>|<address>`); `null` otherwise.
 */
export const siwxMessageAtom = atom<{ key: string; message: SiwxMessage } | null>(null)
