import {
  autoUpdate,
  flip,
  type OpenChangeReason,
  offset,
  type Placement,
  shift,
  type UseFloatingReturn,
  useFloating,
  useTransitionStatus,
} from '@floating-ui/react'
import { useCallback, useRef } from 'react'
import { useControllableState } from './useControllableState.js'

export type UseFloatingRootParameters<reason extends string> = {
  /** The controlled open state; `undefined` when uncontrolled. */
  open: boolean | undefined
  /** The open state at first when uncontrolled. */
  defaultOpen: boolean
  /** The part's `onOpenChange(open, reason)` (with the event too when `reportEvent`). */
  onOpenChange: ((open: boolean, reason: reason, event?: Event) => void) | undefined
  /**
   * Turns a change Floating UI asks for (Escape, outside press, hover, focus …) into the part's
   * reason, or `undefined` to ignore it. It may run the part's own callbacks first (a dialog
   * asks `onEscapeKeyDown` whether to close).
   */
  resolveChange: (
    open: boolean,
    reason: OpenChangeReason | undefined,
    event: Event | undefined,
  ) => reason | undefined
  /** How long (ms) the floating element stays mounted after closing, for exit animations. */
  exitDuration: number
  /** Where to place it beside the trigger; `undefined` for an unanchored part (a dialog). */
  placement?: Placement | undefined
  /** Distance (px) from the trigger when placed. */
  sideOffset?: number | undefined
  /** Pass the DOM event to `onOpenChange` as its third argument. */
  reportEvent?: boolean | undefined
}

export type UseFloatingRootReturnType<reason extends string> = {
  open: boolean
  /** `data-state` of the parts. */
  state: 'open' | 'closed'
  /** True while open, and while closing for `exitDuration` ms. */
  isMounted: boolean
  /** Asks to open or close with a reason; controlled owners may veto by not following. */
  setOpen: (open: boolean, reason: reason, event?: Event) => void
  floating: UseFloatingReturn
}

/**
 * The one root of Dialog, Popover and Tooltip: open state controlled or not, every change
 * reported as `onOpenChange(open, reason)`, Floating UI's `useFloating` (positioned with
 * offset, flip and shift when `placement` is given) and its transition status for exit
 * animations. Each root adds its own interactions (dismiss, role, hover, focus) on `floating`.
 */
export function useFloatingRoot<reason extends string>(
  parameters: UseFloatingRootParameters<reason>,
): UseFloatingRootReturnType<reason> {
  const {
    defaultOpen,
    onOpenChange,
    resolveChange,
    exitDuration,
    placement,
    sideOffset = 0,
  } = parameters
  const [open, setOpenState] = useControllableState<boolean, [reason, Event?]>({
    prop: parameters.open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  })
  const reportEvent = parameters.reportEvent ?? false
  const setOpen = useCallback(
    (next: boolean, reason: reason, event?: Event) =>
      reportEvent && event ? setOpenState(next, reason, event) : setOpenState(next, reason),
    [reportEvent, setOpenState],
  )
  const resolve = useRef(resolveChange)
  resolve.current = resolveChange
  const onFloatingOpenChange = useCallback(
    (next: boolean, event?: Event, floatingReason?: OpenChangeReason) => {
      const reason = resolve.current(next, floatingReason, event)
      if (reason !== undefined) setOpen(next, reason, event)
    },
    [setOpen],
  )
  const floating = useFloating({
    open,
    onOpenChange: onFloatingOpenChange,
    ...(placement && {
      placement,
      middleware: [offset(sideOffset), flip(), shift({ padding: 8 })],
      whileElementsMounted: autoUpdate,
    }),
  })
  const { isMounted } = useTransitionStatus(floating.context, { duration: exitDuration })
  return {
    open,
    state: open ? 'open' : 'closed',
    isMounted: open || (exitDuration > 0 && isMounted),
    setOpen,
    floating,
  }
}
