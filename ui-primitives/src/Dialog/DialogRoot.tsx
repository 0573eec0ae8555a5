import { type ReactNode, useCallback, useId, useMemo, useRef } from 'react'
import { useControllableState } from '../utils/useControllableState.js'
import { useExitTransition } from '../utils/useExitTransition.js'
import { useLabelIds } from '../utils/useLabelIds.js'
import {
  DialogContext,
  type DialogContextValue,
  type DialogOpenChangeReason,
} from './DialogContext.js'

export type DialogRootProps = {
  children?: ReactNode
  /**
   * Whether the dialog is open (controlled). Leave `undefined` to let the dialog own its state.
   * @default undefined
   */
  open?: boolean | undefined
  /**
   * Whether the dialog starts open when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /**
   * Called whenever the dialog asks to open or close, with the reason. In controlled mode the
   * dialog only changes when you pass the new `open`; not doing so vetoes the change.
   * @default undefined
   */
  onOpenChange?:
    | ((open: boolean, reason: DialogOpenChangeReason, event?: Event) => void)
    | undefined
  /**
   * Whether Escape closes the dialog. When `false`, `Dialog.Content`'s `onEscapeKeyDown` still
   * fires, so you can react to the attempt (for example with a shake).
   * @default true
   */
  dismissOnEscape?: boolean | undefined
  /**
   * Whether pressing outside the content closes the dialog. When `false`,
   * `Dialog.Content`'s `onPointerDownOutside` still fires.
   * @default true
   */
  dismissOnOutsidePress?: boolean | undefined
  /**
   * How long (ms) `Dialog.Overlay` and `Dialog.Content` stay mounted with
   * `data-state="closed"` after closing, so CSS exit animations can run. Focus returns and the
   * scroll lock is released at once, not after this delay.
   * @default 0
   */
  exitDuration?: number | undefined
}

/**
 * Holds a dialog's state and wires its parts together. Renders no element. Escape and presses
 * outside are heard by `Dialog.Content` while open (the topmost dialog only), which runs its
 * `onEscapeKeyDown` / `onPointerDownOutside`; whether they close is decided here.
 */
export function DialogRoot(props: DialogRootProps): ReactNode {
  const {
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    dismissOnEscape = true,
    dismissOnOutsidePress = true,
    exitDuration = 0,
  } = props

  const [open, setOpenState] = useControllableState<boolean, [DialogOpenChangeReason, Event?]>({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  })
  const setOpen = useCallback(
    (next: boolean, reason: DialogOpenChangeReason, event?: Event) =>
      event ? setOpenState(next, reason, event) : setOpenState(next, reason),
    [setOpenState],
  )
  const isMounted = useExitTransition(open, exitDuration)
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  const contentId = useId()
  const labels = useLabelIds()
  const dismiss = useCallback(
    (reason: 'escape-key' | 'outside-press', event: Event) => {
      const allowed = reason === 'escape-key' ? dismissOnEscape : dismissOnOutsidePress
      if (!event.defaultPrevented && allowed) setOpen(false, reason, event)
    },
    [dismissOnEscape, dismissOnOutsidePress, setOpen],
  )

  const state = open ? 'open' : 'closed'
  const value = useMemo<DialogContextValue>(
    () => ({
      open,
      isMounted,
      state,
      setOpen,
      dismiss,
      contentId,
      triggerRef,
      ...labels,
    }),
    [open, isMounted, state, setOpen, dismiss, contentId, labels],
  )

  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>
}
