import { truncateAddress } from '@foyer/headless'
import { useAccount, useModal } from '@foyer/headless/react'
import {
  type ButtonHTMLAttributes,
  forwardRef,
  type MouseEvent,
  Suspense,
  type SyntheticEvent,
  useEffect,
  useRef,
} from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary.js'
import { useThemeRoot } from '../theme/useThemeRoot.js'
import { lazyWithPreload } from '../utils/lazyWithPreload.js'
import { accountButton, address, connectButton } from './ConnectButton.css.js'
import { preloadModal } from './preloadModal.js'

/**
 * How long the pointer or focus rests on the button before its intent starts fetching: shorter
 * than a visitor takes to press it, longer than Playwright's or a fast tap's press.
 */
const INTENT_DELAY_MS = 50

/** The connected button's balance: its code loads once a session exists (see ButtonBalance). */
const ButtonBalance = lazyWithPreload(() => import('./ButtonBalance.js'))
/** What the balance reads while its code loads, and when it could not load. */
const loadingBalance = <span aria-live="polite">…</span>
const noBalance = () => <span aria-live="polite" />

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /**
   * The label while disconnected.
   * @default 'Connect Wallet'
   */
  label?: string
}

/**
 * Opens the modal. Disconnected it reads "Connect Wallet"; connected it shows the native
 * balance (3 decimals, rounded down) and the address (4 leading and 6 trailing characters).
 *
 * `data-status` carries the connection status: `[data-status="connected"]`.
 *
 * Reaching for it (the pointer over it, focus, a press) fetches the modal's code and the view
 * that will open, so the dialog is ready by the click and a visitor who never reaches for it
 * downloads none of it.
 */
export const ConnectButton = forwardRef<HTMLButtonElement, ConnectButtonProps>(
  function ConnectButton(
    {
      label = 'Connect Wallet',
      onClick,
      onPointerEnter,
      onPointerDown,
      onFocus,
      className,
      style,
      ...props
    },
    ref,
  ) {
    const themeRoot = useThemeRoot()
    const account = useAccount()
    const { open, signalIntent } = useModal()
    const busy = account.status === 'connecting' || account.status === 'reconnecting'
    // A session on its way (restored or connecting): the balance's code, ahead of its render.
    useEffect(() => {
      if (account.status !== 'disconnected') void ButtonBalance.preload().catch(() => {})
    }, [account.status])
    // The host's class adds to Foyer's.
    const classes = (own: string) => [themeRoot.className, own, className].filter(Boolean).join(' ')
    // The host's own handler first, then what waited for intent (wallet discovery, the
    // project's configuration) and the preload of what the click will open. Those start dozens
    // of fetches in one go, so they wait a moment (a pointer passing over, a press that follows
    // at once): a press that comes first paints the modal's frame before any of it.
    const intentTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
    useEffect(() => () => clearTimeout(intentTimer.current), [])
    const intent =
      <event extends SyntheticEvent>(own: ((event: event) => void) | undefined) =>
      (event: event) => {
        own?.(event)
        if (intentTimer.current !== undefined) return
        const view = account.isConnected ? 'Account' : 'Connect'
        intentTimer.current = setTimeout(() => {
          intentTimer.current = undefined
          void preloadModal(view)
          signalIntent()
        }, INTENT_DELAY_MS)
      }
    const common = {
      ...themeRoot,
      ...props,
      style,
      ref,
      type: 'button' as const,
      'data-status': account.status,
      onPointerEnter: intent(onPointerEnter),
      onPointerDown: intent(onPointerDown),
      onFocus: intent(onFocus),
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) open()
      },
    }
    if (account.isConnected && account.address) {
      return (
        <button {...common} className={classes(accountButton)}>
          {/* A balance whose code could not load is left out: the button and the app stay. */}
          <ErrorBoundary fallback={noBalance}>
            <Suspense fallback={loadingBalance}>
              <ButtonBalance />
            </Suspense>
          </ErrorBoundary>
          <span className={address}>{truncateAddress(account.address)}</span>
        </button>
      )
    }
    return (
      // Never disabled while connecting: a click opens the modal on the attempt, to cancel it.
      <button {...common} className={classes(connectButton)} aria-busy={busy || undefined}>
        {busy ? 'Connecting…' : label}
      </button>
    )
  },
)
