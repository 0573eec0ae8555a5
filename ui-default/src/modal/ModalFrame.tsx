import { type ReactNode, useEffect } from 'react'
import { createPortal } from 'react-dom'
import { Spinner } from '../components/Spinner.js'
import { useThemeRoot } from '../theme/useThemeRoot.js'
import { body, content, fallback, header, iconButton, overlay } from './FoyerModal.css.js'
import { CloseIcon } from './icons.js'
import { useEnteredStyle } from './useOpeningFrame.js'

export type ModalFrameProps = {
  container?: HTMLElement | null | undefined
  role: 'dialog' | 'alertdialog'
  /** The dialog's accessible name. */
  label: string
  /** When the modal opened: the box carries its entrance animation on from there. */
  openedAt?: number | undefined
  children: ReactNode
  'aria-busy'?: true
  'data-view'?: string
  /** Rendered ahead of the first open, out of sight: the press then only shows it. */
  hidden?: boolean
}

/**
 * The modal's overlay and box in a portal, without the dialog's machinery (focus trap, scroll
 * lock, the view router): cheap enough to paint in the frame of the click that opens the modal.
 * It stands in while the dialog follows or its code downloads, and when that code failed.
 */
export function ModalFrame({
  container,
  role,
  label,
  openedAt,
  children,
  hidden,
  ...rest
}: ModalFrameProps) {
  const themeRoot = useThemeRoot()
  const style = useEnteredStyle(openedAt)
  const target = container ?? globalThis.document?.body
  if (!target) return null
  return createPortal(
    <div
      {...themeRoot}
      className={`${themeRoot.className} ${overlay}`}
      style={hidden ? { display: 'none' } : undefined}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: `role` is dialog or alertdialog, both take aria-modal */}
      <div
        className={content}
        style={style}
        role={role}
        aria-modal="true"
        aria-label={label}
        {...rest}
      >
        {children}
      </div>
    </div>,
    target,
  )
}

/**
 * The frame of an opening modal: its box, the close button and a progress indicator where the
 * view will be. Focus stays where it is: the dialog, which follows within a frame or two (or
 * when its code has downloaded), takes it and gives it back on close. Escape closes it as it
 * closes the dialog (`requestClose`: the safe-close rules may shake instead), wherever focus is.
 */
export function OpeningFrame(props: {
  container?: HTMLElement | null | undefined
  openedAt: number | undefined
  hidden?: boolean
  close: () => void
  requestClose: () => void
}) {
  const { requestClose, hidden } = props
  useEffect(() => {
    if (hidden) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      requestClose()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [requestClose, hidden])
  return (
    <ModalFrame
      container={props.container}
      openedAt={props.openedAt}
      role="dialog"
      label="Wallet window"
      aria-busy
      hidden={hidden}
    >
      <div className={header}>
        <span />
        <span />
        <button type="button" className={iconButton} aria-label="Close" onClick={props.close}>
          <CloseIcon />
        </button>
      </div>
      <div className={body}>
        <div className={fallback}>
          <Spinner />
        </div>
      </div>
    </ModalFrame>
  )
}
