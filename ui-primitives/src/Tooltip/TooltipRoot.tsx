import {
  type Placement,
  useDismiss,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { type ReactNode, useMemo } from 'react'
import { mapOpenChangeReason } from '../utils/mapOpenChangeReason.js'
import { useFloatingRoot } from '../utils/useFloatingRoot.js'
import {
  TooltipContext,
  type TooltipContextValue,
  type TooltipOpenChangeReason,
} from './TooltipContext.js'

export type TooltipRootProps = {
  children?: ReactNode
  /**
   * Whether the tooltip shows (controlled).
   * @default undefined
   */
  open?: boolean | undefined
  /**
   * Whether it shows at first when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /**
   * Called when the tooltip asks to show or hide, with the reason.
   * @default undefined
   */
  onOpenChange?: ((open: boolean, reason: TooltipOpenChangeReason) => void) | undefined
  /**
   * Hover delay (ms) before showing; focus shows at once. Hiding is immediate.
   * @default 300
   */
  delay?: number | undefined
  /**
   * Preferred side and alignment; it flips and shifts to stay in view.
   * @default 'top'
   */
  placement?: Placement | undefined
  /**
   * Distance (px) between the trigger and the tooltip.
   * @default 6
   */
  sideOffset?: number | undefined
  /**
   * How long (ms) `Tooltip.Content` stays mounted with `data-state="closed"` after hiding, for
   * exit animations.
   * @default 0
   */
  exitDuration?: number | undefined
}

/**
 * Holds a tooltip's state: shown on hover (after `delay`) and on keyboard focus, hidden on
 * leave, blur, Escape, or a press on the trigger. Renders no element. Built on the shared
 * floating root (`useFloatingRoot`).
 */
export function TooltipRoot(props: TooltipRootProps): ReactNode {
  const {
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    delay = 300,
    placement = 'top',
    sideOffset = 6,
    exitDuration = 0,
  } = props
  const root = useFloatingRoot<TooltipOpenChangeReason>({
    open: openProp,
    defaultOpen,
    onOpenChange,
    resolveChange: (_next, reason) => {
      const mapped = mapOpenChangeReason(reason)
      return mapped === 'focus-out' ? undefined : mapped
    },
    exitDuration,
    placement,
    sideOffset,
  })
  const { context } = root.floating
  const hover = useHover(context, { delay: { open: delay, close: 0 }, move: false })
  const focus = useFocus(context, { visibleOnly: true })
  const dismiss = useDismiss(context, { referencePress: true })
  const role = useRole(context, { role: 'tooltip' })
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role])

  const { open, isMounted, floating } = root
  const value = useMemo<TooltipContextValue>(
    () => ({
      open,
      isMounted,
      floating,
      placement: floating.placement,
      getReferenceProps,
      getFloatingProps,
    }),
    [open, isMounted, floating, getReferenceProps, getFloatingProps],
  )
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>
}
