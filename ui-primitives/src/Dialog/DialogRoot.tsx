import type { OpenChangeReason } from '@floating-ui/react'
import { useDismiss, useInteractions, useRole } from '@floating-ui/react'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { useFloatingRoot } from '../utils/useFloatingRoot.js'
import { useLabelIds } from '../utils/useLabelIds.js'
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
 * Built on the shared floating root (`useFloatingRoot`) and Floating UI: `useDismiss` (Escape,
 * outside press), `useRole` (ARIA wiring) and `useTransitionStatus` (exit animations).
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

  const dismissHandlers = useRef<DialogDismissHandlers>({})
  // Floating UI may report one key press twice (the content's handler and the document's).
  const [handledEvents] = useState(() => new WeakSet<Event>())
  // Escape and outside press are always listened to while open, so the content's callbacks
  // hear every attempt; whether it closes is decided here.
  const resolveChange = (
    next: boolean,
    reason: OpenChangeReason | undefined,
    event: Event | undefined,
  ): DialogOpenChangeReason | undefined => {
    if (next || !event || handledEvents.has(event)) return undefined
    handledEvents.add(event)
    if (reason === 'escape-key') {
      dismissHandlers.current.onEscapeKeyDown?.(event as KeyboardEvent)
      return event.defaultPrevented || !dismissOnEscape ? undefined : 'escape-key'
    }
    if (reason === 'outside-press') {
      dismissHandlers.current.onPointerDownOutside?.(event as MouseEvent)
      return event.defaultPrevented || !dismissOnOutsidePress ? undefined : 'outside-press'
    }
    return undefined
  }
  const root = useFloatingRoot<DialogOpenChangeReason>({
    open: openProp,
    defaultOpen,
    onOpenChange,
    resolveChange,
    exitDuration,
    reportEvent: true,
  })
  const { context, refs } = root.floating
  const dismiss = useDismiss(context, { outsidePressEvent: 'pointerdown' })
  const role = useRole(context, { role: 'dialog' })
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss, role])
  const labels = useLabelIds()

  const { open, isMounted, state, setOpen } = root
  const value = useMemo<DialogContextValue>(
    () => ({
      open,
      isMounted,
      state,
      setOpen,
      floating: context,
      setReference: refs.setReference,
      setFloating: refs.setFloating,
      getReferenceProps,
      getFloatingProps,
      ...labels,
      dismissHandlers,
    }),
    [
      open,
      isMounted,
      state,
      setOpen,
      context,
      refs.setReference,
      refs.setFloating,
      getReferenceProps,
      getFloatingProps,
      labels,
    ],
  )

  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>
}
