import { createContext, type MutableRefObject, useContext } from 'react'

/** Why a dialog asks to open or close, passed to `Dialog.Root`'s `onOpenChange`. */
export type DialogOpenChangeReason = 'escape-key' | 'outside-press' | 'close-button' | 'trigger'

/** The finite states a dialog shows as `data-state`. */
export type DialogState = 'open' | 'closed'

export type DialogContextValue = {
  open: boolean
  /** True while open, and while closing for `exitDuration` ms. */
  isMounted: boolean
  state: DialogState
  setOpen: (open: boolean, reason: DialogOpenChangeReason, event?: Event) => void
  /**
   * Escape or a press outside, after the content's own callback: closes unless that callback
   * called `preventDefault()` or the root's `dismissOnEscape` / `dismissOnOutsidePress` is off.
   */
  dismiss: (reason: 'escape-key' | 'outside-press', event: Event) => void
  /** The content's id, for the trigger's `aria-controls`. */
  contentId: string
  /** The trigger, where focus returns on close. */
  triggerRef: MutableRefObject<HTMLButtonElement | null>
  titleId: string | undefined
  setTitleId: (id: string | undefined) => void
  descriptionId: string | undefined
  setDescriptionId: (id: string | undefined) => void
}

export const DialogContext = createContext<DialogContextValue | null>(null)

export function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext)
  if (!context) throw new Error(`<Dialog.${part}> must be rendered inside <Dialog.Root>.`)
  return context
}
