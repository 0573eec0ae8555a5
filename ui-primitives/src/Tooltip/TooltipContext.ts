import type { Placement, UseFloatingReturn, UseInteractionsReturn } from '@floating-ui/react'
import { createContext, useContext } from 'react'

/** Why a tooltip opens or closes, passed to `Tooltip.Root`'s `onOpenChange`. */
export type TooltipOpenChangeReason = 'hover' | 'focus' | 'trigger' | 'escape-key' | 'outside-press'

export type TooltipContextValue = {
  open: boolean
  isMounted: boolean
  floating: UseFloatingReturn
  placement: Placement
  getReferenceProps: UseInteractionsReturn['getReferenceProps']
  getFloatingProps: UseInteractionsReturn['getFloatingProps']
}

export const TooltipContext = createContext<TooltipContextValue | null>(null)

export function useTooltipContext(part: string): TooltipContextValue {
  const context = useContext(TooltipContext)
  if (!context) throw new Error(`<Tooltip.${part}> must be rendered inside <Tooltip.Root>.`)
  return context
}
