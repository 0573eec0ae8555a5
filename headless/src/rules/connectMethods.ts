import {
  DEFAULT_CONNECT_METHODS_ORDER,
  INJECTED_CONNECT_METHODS_ORDER,
} from '../constants/index.js'
import type { ConnectMethod, SocialOption } from '../validation/featureOptions.js'

export { filterSocialsForTelegram } from './telegramSocials.js'

/**
 * The Connect view's method order (SPEC §2, SPEC-NOTES): the host's `connectMethodsOrder` if
 * set; else wallet, email, social when an injected or announced wallet is shown; else email,
 * social, wallet.
 */
export function resolveConnectMethodsOrder(parameters: {
  configured: readonly ConnectMethod[] | undefined
  hasInjectedWallet: boolean
}): readonly ConnectMethod[] {
  if (parameters.configured?.length) return parameters.configured
  return parameters.hasInjectedWallet
    ? INJECTED_CONNECT_METHODS_ORDER
    : DEFAULT_CONNECT_METHODS_ORDER
}

/** A connect method of the Connect view, and whether it is offered. */
export type ConnectMethodEntry = { method: ConnectMethod; available: boolean }

/**
 * Every connect method in the Connect view's order (SPEC §2, SPEC-NOTES, see
 * {@link resolveConnectMethodsOrder}); a method the host's `connectMethodsOrder` leaves out still
 * comes, last, in the default order. Each says whether it is offered (`available`).
 */
export function listConnectMethods(parameters: {
  configured: readonly ConnectMethod[] | undefined
  hasInjectedWallet: boolean
  available: Readonly<Record<ConnectMethod, boolean>>
}): ConnectMethodEntry[] {
  const order = new Set([
    ...resolveConnectMethodsOrder(parameters),
    ...DEFAULT_CONNECT_METHODS_ORDER,
  ])
  return [...order].map((method) => ({ method, available: parameters.available[method] }))
}

/**
 * Whether the wallets collapse into one "Continue with a wallet" entry (SPEC §3, SPEC-NOTES):
 * `collapseWallets` is on, or `emailShowWallets` is off (the established product's older name
 * for the same switch), and email or social login is on — without either, the wallets are the
 * only way in and stay listed.
 */
export function shouldCollapseWallets(parameters: {
  collapseWallets: boolean
  /** @default true */
  emailShowWallets?: boolean
  email: boolean
  socials: readonly SocialOption[] | false
}): boolean {
  const collapse = parameters.collapseWallets || parameters.emailShowWallets === false
  return (
    collapse &&
    (parameters.email || (parameters.socials !== false && parameters.socials.length > 0))
  )
}
