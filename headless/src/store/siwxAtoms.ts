import { atom } from 'jotai/vanilla'
import type { CaipNetworkId } from '../chains/network.js'
import type { SiwxState } from '../machines/siwx.js'
import type { SiweConfig, SiwxConfig, SiwxMessage, SiwxSession } from './siwxConfig.js'
import type { StorageAccess } from './storage.js'

/** The sign-in flow's state (SPEC §4 "Sign-in (SIWX)"), changed only through `siwxTransition`. */
// `initialSiwxState`, written here so the button's code does not carry the machine.
export const siwxAtom = atom<SiwxState>({ status: 'idle' })

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

/** Whether the host requires sign-in (`getRequired`, default false). Never throws. */
export function isSiwxRequired(config: SiwxConfig | null | undefined): boolean {
  if (!config?.getRequired) return false
  try {
    return config.getRequired() === true
  } catch {
    return false
  }
}

/**
 * Whether the host's options require sign-in: `siwx.getRequired()` (default false), or
 * `siweConfig.required` (default true). Never throws.
 */
export function isSiwxRequiredBy(options: {
  siwx?: SiwxConfig | undefined
  siweConfig?: SiweConfig | undefined
}): boolean {
  if (options.siwx) return isSiwxRequired(options.siwx)
  return options.siweConfig ? options.siweConfig.required !== false : false
}

/** @internal How an instance gives `createDefaultSiwx`'s config its own storage (on mount). */
export const bindSiwxStorage: unique symbol = Symbol.for('foyer.siwx.bindStorage') as never

/** @internal A `SiwxConfig` that keeps its sessions in an instance's storage once bound. */
export type BindableSiwxConfig = SiwxConfig & {
  [bindSiwxStorage]?: (storage: StorageAccess) => void
}
