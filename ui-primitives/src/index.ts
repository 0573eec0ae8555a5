export { Avatar } from './Avatar/Avatar.js'
export type { AvatarStatus } from './Avatar/AvatarContext.js'
export type { AvatarFallbackProps } from './Avatar/AvatarFallback.js'
export type { AvatarImageProps } from './Avatar/AvatarImage.js'
export type { AvatarRootProps } from './Avatar/AvatarRoot.js'
export { Dialog } from './Dialog/Dialog.js'
export type { DialogCloseProps } from './Dialog/DialogClose.js'
export type { DialogContentProps } from './Dialog/DialogContent.js'
export type { DialogOpenChangeReason, DialogState } from './Dialog/DialogContext.js'
export type { DialogDescriptionProps } from './Dialog/DialogDescription.js'
export type { DialogOverlayProps } from './Dialog/DialogOverlay.js'
export type { DialogPortalProps } from './Dialog/DialogPortal.js'
export type { DialogRootProps } from './Dialog/DialogRoot.js'
export type { DialogTitleProps } from './Dialog/DialogTitle.js'
export type { DialogTriggerProps } from './Dialog/DialogTrigger.js'

export { Listbox } from './Listbox/Listbox.js'
export type { ListboxOptionProps } from './Listbox/ListboxOption.js'
export type {
  ListboxItemState,
  ListboxRootProps,
  ListboxSemantics,
} from './Listbox/ListboxRootProps.js'

export { OTPInput } from './OTPInput/OTPInput.js'
export type { OTPInputInputProps } from './OTPInput/OTPInputInput.js'
export type { OTPInputRootProps } from './OTPInput/OTPInputRoot.js'

export { Popover } from './Popover/Popover.js'
export type { PopoverCloseProps } from './Popover/PopoverClose.js'
export type { PopoverContentProps } from './Popover/PopoverContent.js'
export type { PopoverOpenChangeReason } from './Popover/PopoverContext.js'
export type { PopoverDescriptionProps } from './Popover/PopoverDescription.js'
export type { PopoverPortalProps } from './Popover/PopoverPortal.js'
export type { PopoverRootProps } from './Popover/PopoverRoot.js'
export type { PopoverTitleProps } from './Popover/PopoverTitle.js'
export type { PopoverTriggerProps } from './Popover/PopoverTrigger.js'

export {
  type GetQRCodeMatrixParameters,
  type GetQRCodeMatrixReturnType,
  getQRCodeMatrix,
  type QRCodeErrorCorrection,
} from './QRCode/getQRCodeMatrix.js'
export { QRCode, type QRCodeProps } from './QRCode/QRCode.js'

export { Tabs } from './Tabs/Tabs.js'
export type { TabsContentProps } from './Tabs/TabsContent.js'
export type { TabsOrientation, TabsState } from './Tabs/TabsContext.js'
export type { TabsListProps } from './Tabs/TabsList.js'
export type { TabsRootProps } from './Tabs/TabsRoot.js'
export type { TabsTriggerProps } from './Tabs/TabsTrigger.js'
export { Toaster, type ToasterProps } from './Toast/Toaster.js'
export { type ExternalToast, toast } from './Toast/toast.js'

export { Tooltip } from './Tooltip/Tooltip.js'
export type { TooltipContentProps } from './Tooltip/TooltipContent.js'
export type { TooltipOpenChangeReason } from './Tooltip/TooltipContext.js'
export type { TooltipPortalProps } from './Tooltip/TooltipPortal.js'
export type { TooltipRootProps } from './Tooltip/TooltipRoot.js'
export type { TooltipTriggerProps } from './Tooltip/TooltipTrigger.js'

export {
  type ComposableEvent,
  type ComposeEventHandlersOptions,
  composeEventHandlers,
} from './utils/composeEventHandlers.js'

export {
  VisuallyHidden,
  type VisuallyHiddenProps,
  visuallyHiddenStyle,
} from './VisuallyHidden/VisuallyHidden.js'
