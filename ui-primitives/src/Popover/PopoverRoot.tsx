import {
  autoUpdate,
  flip,
  offset,
  type Placement,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  useTransitionStatus,
} from '@floating-ui/react'
import { type ReactNode, useMemo, useState } from 'react'
import { mapOpenChangeReason } from '../utils/mapOpenChangeReason.js'
import { useControllableState } from '../utils/useControllableState.js'
import {
  PopoverContext,
  type PopoverContextValue,
  type PopoverOpenChangeReason,
} from './PopoverContext.js'

export type PopoverRootProps = {
  children?: ReactNode
  /**
   * Whether the popover is open (controlled).
   * @default undefined
   */
  open?: boolean | undefined
  /**
   * Whether it starts open when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /**
   * Called when the popover asks to open or close, with the reason.
   * @default undefined
   */
  onOpenChange?: ((open: boolean, reason: PopoverOpenChangeReason) => void) | undefined
  /**
   * Preferred side and alignment; it flips and shifts to stay in view.
   * @default 'bottom'
   */
  placement?: Placement | undefined
  /**
   * Distance (px) between the trigger and the popover.
   * @default 6
   */
  sideOffset?: number | undefined
  /**
   * Trap focus inside while open (and hide the rest from assistive technology). When `false`,
   * Tab out of the popover closes it with reason `'focus-out'`.
   * @default false
   */
  modal?: boolean | undefined
  /**
   * How long (ms) `Popover.Content` stays mounted with `data-state="closed"` after closing,
   * for exit animations.
   * @default 0
   */
  exitDuration?: number | undefined
}

/**
 * Holds a popover's state: opened and closed by `Popover.Trigger`, closed by Escape, an outside
 * press, `Popover.Close`, or (non-modal) focus leaving it. Renders no element.
 */
export function PopoverRoot(props: PopoverRootProps): ReactNode {
  const {
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    placement = 'bottom',
    sideOffset = 6,
    modal = false,
    exitDuration = 0,
  } = props
  const [open, setOpen] = useControllableState<boolean, [PopoverOpenChangeReason]>({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  })
  const floating = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      const mapped = mapOpenChangeReason(reason)
      if (mapped === 'escape-key' || mapped === 'outside-press' || mapped === 'focus-out') {
        setOpen(next, mapped)
      }
    },
    placement,
    middleware: [offset(sideOffset), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const { context } = floating
  const dismiss = useDismiss(context)
  const role = useRole(context, { role: 'dialog' })
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss, role])
  const { isMounted } = useTransitionStatus(context, { duration: exitDuration })
  const [titleId, setTitleId] = useState<string | undefined>()
  const [descriptionId, setDescriptionId] = useState<string | undefined>()

  const value = useMemo<PopoverContextValue>(
    () => ({
      open,
      isMounted: open || (exitDuration > 0 && isMounted),
      modal,
      setOpen,
      floating,
      placement: floating.placement,
      getReferenceProps,
      getFloatingProps,
      titleId,
      setTitleId,
      descriptionId,
      setDescriptionId,
    }),
    [
      open,
      exitDuration,
      isMounted,
      modal,
      setOpen,
      floating,
      getReferenceProps,
      getFloatingProps,
      titleId,
      descriptionId,
    ],
  )
  return <PopoverContext.Provider value={value}>{children}</PopoverContext.Provider>
}
