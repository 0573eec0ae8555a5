import type { Placement, UseFloatingReturn, UseInteractionsReturn } from '@floating-ui/react'
import { createContext, useContext } from 'react'

/** Why a popover opens or closes, passed to `Popover.Root`'s `onOpenChange`. */
export type PopoverOpenChangeReason =
  | 'trigger'
  | 'escape-key'
  | 'outside-press'
  | 'focus-out'
  | 'close-button'

export type PopoverContextValue = {
  open: boolean
  isMounted: boolean
  modal: boolean
  setOpen: (open: boolean, reason: PopoverOpenChangeReason) => void
  floating: UseFloatingReturn
  placement: Placement
  getReferenceProps: UseInteractionsReturn['getReferenceProps']
  getFloatingProps: UseInteractionsReturn['getFloatingProps']
  titleId: string | undefined
  setTitleId: (id: string | undefined) => void
  descriptionId: string | undefined
  setDescriptionId: (id: string | undefined) => void
}

export const PopoverContext = createContext<PopoverContextValue | null>(null)

export function usePopoverContext(part: string): PopoverContextValue {
  const context = useContext(PopoverContext)
  if (!context) throw new Error(`<Popover.${part}> must be rendered inside <Popover.Root>.`)
  return context
}
