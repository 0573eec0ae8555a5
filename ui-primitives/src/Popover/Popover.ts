import { PopoverClose } from './PopoverClose.js'
import { PopoverContent } from './PopoverContent.js'
import { PopoverDescription } from './PopoverDescription.js'
import { PopoverPortal } from './PopoverPortal.js'
import { PopoverRoot } from './PopoverRoot.js'
import { PopoverTitle } from './PopoverTitle.js'
import { PopoverTrigger } from './PopoverTrigger.js'

/**
 * The Popover parts, used as `<Popover.Root>` and so on. A plain object rather than a
 * module namespace, so a bundler drops the parts a host does not import.
 */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Portal: PopoverPortal,
  Content: PopoverContent,
  Title: PopoverTitle,
  Description: PopoverDescription,
  Close: PopoverClose,
}
