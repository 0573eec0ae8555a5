import type { OpenChangeReason } from '@floating-ui/react'
import {
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  useTransitionStatus,
} from '@floating-ui/react'
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import { useControllableState } from '../utils/useControllableState.js'
import {
  DialogContext,
  type DialogContextValue,
  type DialogDismissHandlers,
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
 * Holds a dialog's state and wires its parts together. Renders no element.
 *
 * Built on Floating UI: `useDismiss` (Escape, outside press), `useRole` (ARIA wiring) and
 * `useTransitionStatus` (exit animations).
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

  const [open, setOpenState] = useControllableState<
    boolean,
    [reason: DialogOpenChangeReason, event?: Event]
  >({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange })

  const setOpen = useCallback(
    (next: boolean, reason: DialogOpenChangeReason, event?: Event) =>
      event ? setOpenState(next, reason, event) : setOpenState(next, reason),
    [setOpenState],
  )

  const dismissHandlers = useRef<DialogDismissHandlers>({})
  const options = useRef({ dismissOnEscape, dismissOnOutsidePress })
  options.current = { dismissOnEscape, dismissOnOutsidePress }
  // Floating UI may report one key press twice (the content's handler and the document's).
  const [handledEvents] = useState(() => new WeakSet<Event>())

  const onFloatingOpenChange = useCallback(
    (next: boolean, event?: Event, reason?: OpenChangeReason) => {
      if (next || !event || handledEvents.has(event)) return
      handledEvents.add(event)
      if (reason === 'escape-key') {
        dismissHandlers.current.onEscapeKeyDown?.(event as KeyboardEvent)
        if (event.defaultPrevented || !options.current.dismissOnEscape) return
        setOpen(false, 'escape-key', event)
      } else if (reason === 'outside-press') {
        dismissHandlers.current.onPointerDownOutside?.(event as MouseEvent)
        if (event.defaultPrevented || !options.current.dismissOnOutsidePress) return
        setOpen(false, 'outside-press', event)
      }
    },
    [handledEvents, setOpen],
  )

  const { refs, context } = useFloating({ open, onOpenChange: onFloatingOpenChange })
  // Escape and outside press are always listened to while open, so the content's callbacks
  // hear every attempt; whether it closes is decided above.
  const dismiss = useDismiss(context, { outsidePressEvent: 'pointerdown' })
  const role = useRole(context, { role: 'dialog' })
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss, role])
  const { isMounted } = useTransitionStatus(context, { duration: exitDuration })

  const [titleId, setTitleId] = useState<string | undefined>()
  const [descriptionId, setDescriptionId] = useState<string | undefined>()

  const value = useMemo<DialogContextValue>(
    () => ({
      open,
      isMounted: open || (exitDuration > 0 && isMounted),
      state: open ? 'open' : 'closed',
      setOpen,
      floating: context,
      setReference: refs.setReference,
      setFloating: refs.setFloating,
      getReferenceProps,
      getFloatingProps,
      titleId,
      setTitleId,
      descriptionId,
      setDescriptionId,
      dismissHandlers,
    }),
    [
      open,
      isMounted,
      exitDuration,
      setOpen,
      context,
      refs.setReference,
      refs.setFloating,
      getReferenceProps,
      getFloatingProps,
      titleId,
      descriptionId,
    ],
  )

  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>
}
