import { type Placement, useDismiss, useInteractions, useRole } from '@floating-ui/react'
import { type ReactNode, useMemo } from 'react'
import { mapOpenChangeReason } from '../utils/mapOpenChangeReason.js'
import { useFloatingRoot } from '../utils/useFloatingRoot.js'
import { useLabelIds } from '../utils/useLabelIds.js'
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
 * press, `Popover.Close`, or (non-modal) focus leaving it. Renders no element. Built on the
 * shared floating root (`useFloatingRoot`).
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
  const root = useFloatingRoot<PopoverOpenChangeReason>({
    open: openProp,
    defaultOpen,
    onOpenChange,
    resolveChange: (_next, reason) => {
      const mapped = mapOpenChangeReason(reason)
      return mapped === 'escape-key' || mapped === 'outside-press' || mapped === 'focus-out'
        ? mapped
        : undefined
    },
    exitDuration,
    placement,
    sideOffset,
  })
  const { floating } = root
  const dismiss = useDismiss(floating.context)
  const role = useRole(floating.context, { role: 'dialog' })
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss, role])
  const labels = useLabelIds()

  const { open, isMounted, setOpen } = root
  const value = useMemo<PopoverContextValue>(
    () => ({
      open,
      isMounted,
      modal,
      setOpen,
      floating,
      placement: floating.placement,
      getReferenceProps,
      getFloatingProps,
      ...labels,
    }),
    [open, isMounted, modal, setOpen, floating, getReferenceProps, getFloatingProps, labels],
  )
  return <PopoverContext.Provider value={value}>{children}</PopoverContext.Provider>
}
