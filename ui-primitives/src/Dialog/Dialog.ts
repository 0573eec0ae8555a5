import { DialogClose } from './DialogClose.js'
import { DialogContent } from './DialogContent.js'
import { DialogDescription } from './DialogDescription.js'
import { DialogOverlay } from './DialogOverlay.js'
import { DialogPortal } from './DialogPortal.js'
import { DialogRoot } from './DialogRoot.js'
import { DialogTitle } from './DialogTitle.js'
import { DialogTrigger } from './DialogTrigger.js'

/**
 * The Dialog parts, used as `<Dialog.Root>` and so on. A plain object rather than a
 * module namespace, so a bundler drops the parts a host does not import.
 */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Portal: DialogPortal,
  Overlay: DialogOverlay,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
}
