import type { Wallet, WalletEventsWindow } from '@wallet-standard/base'

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
    console.error('[foyer-solana-test-wallet] wallet-standard:register-wallet failed', error)
  }
  try {
    events.addEventListener('wallet-standard:app-ready', ({ detail: api }) => {
      if (api) callback(api)
    })
  } catch (error) {
    console.error('[foyer-solana-test-wallet] wallet-standard:app-ready listener failed', error)
  }
}
