import type { Wallet, WalletEventsWindow, WalletIcon } from '@wallet-standard/base'
import { type ApprovalPanelOptions, createApprovalPanel } from './approvalPanel.js'
import type { TestWalletUi } from './approvals.js'
import type { TestWalletStorage } from './storage.js'
import { pageStorage } from './storage.js'

/**
 * What a browser entry hands its wallet: the page's `localStorage` (left out where it throws)
 * and an approval panel in the page.
 */
export function pageEnvironment(
  target: Window,
  panel: ApprovalPanelOptions = {},
): { storage?: Storage; ui: TestWalletUi } {
  const storage = pageStorage(target)
  return { ...(storage ? { storage } : {}), ui: createApprovalPanel(target.document, panel) }
}

/**
 * Registers `wallet` with every Wallet Standard app on the page, whichever loads first: it
 * dispatches `wallet-standard:register-wallet` (apps already listening register it at once) and
 * answers each later `wallet-standard:app-ready` with the same callback.
 */
export function registerWallet(target: Window, wallet: Wallet): void {
  const callback = ({ register }: { register: (...wallets: Wallet[]) => () => void }) =>
    register(wallet)
  const events = target as unknown as WalletEventsWindow
  try {
    const EventClass = (target as Window & typeof globalThis).CustomEvent
    events.dispatchEvent(
      new EventClass('wallet-standard:register-wallet', {
        detail: callback,
        bubbles: false,
        cancelable: false,
        composed: false,
      }) as unknown as Parameters<WalletEventsWindow['dispatchEvent']>[0],
    )
  } catch (error) {
    console.error(`[${wallet.name}] wallet-standard:register-wallet failed`, error)
  }
  try {
    events.addEventListener('wallet-standard:app-ready', ({ detail: api }) => {
      if (api) callback(api)
    })
  } catch (error) {
    console.error(`[${wallet.name}] wallet-standard:app-ready listener failed`, error)
  }
}

/** What a page may set in a Wallet Standard test wallet's config global before its script. */
export type StandardWalletScriptConfig = {
  /** Wallet Standard name (the approval panel's too). */
  name?: string
  /** `data:image/(svg+xml|webp|png|gif);base64,…` */
  icon?: WalletIcon
}

/** What a Wallet Standard test wallet is created with in a page. */
export type StandardWalletPageOptions = {
  name: string
  icon?: WalletIcon
  storage?: TestWalletStorage
  ui: TestWalletUi
}

/**
 * Installs a Wallet Standard test wallet in a page, once (a script included twice keeps its
 * first instance): reads `window[names.config]`, creates the wallet with the page's storage and
 * an approval panel at the bottom right, exposes its controls and `wallet` as
 * `window[names.global]` and registers it.
 */
export function installStandardWallet<Config extends StandardWalletScriptConfig>(
  target: Window,
  names: { config: string; global: string; defaultName: string },
  create: (
    options: StandardWalletPageOptions,
    config: Config,
  ) => { wallet: Wallet; controls: object },
): void {
  const globals = target as unknown as Record<string, unknown>
  if (globals[names.global]) return
  const config = (globals[names.config] ?? {}) as Config
  const name = config.name ?? names.defaultName
  const { wallet, controls } = create(
    {
      name,
      ...(config.icon ? { icon: config.icon } : {}),
      // The EIP-6963 wallet's panel sits left; these sit right (a page rarely loads two).
      ...pageEnvironment(target, { name, side: 'right' }),
    },
    config,
  )
  globals[names.global] = Object.assign(controls, { wallet })
  registerWallet(target, wallet)
}

/** EIP-6963 provider info without the uuid (a fresh one is made per page load). */
export type ProviderInfo = { name: string; rdns: string; icon: string }

/**
 * Announces an EIP-6963 provider now and again on every `eip6963:requestProvider`, with
 * `info = { uuid, name, rdns, icon }` (frozen, like the detail).
 */
export function announceProvider(target: Window, info: ProviderInfo, provider: unknown): void {
  const frozen = Object.freeze({ uuid: randomUuid(), ...info })
  const EventClass = (target as Window & typeof globalThis).CustomEvent
  const announce = () => {
    target.dispatchEvent(
      new EventClass('eip6963:announceProvider', {
        detail: Object.freeze({ info: frozen, provider }),
      }),
    )
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Not a secure context (e.g. a LAN address): build a version-4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
