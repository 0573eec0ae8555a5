import { TooltipContent } from './TooltipContent.js'
import { TooltipPortal } from './TooltipPortal.js'
import { TooltipRoot } from './TooltipRoot.js'
import { TooltipTrigger } from './TooltipTrigger.js'

/**
 * The Tooltip parts, used as `<Tooltip.Root>` and so on. A plain object rather than a
 * module namespace, so a bundler drops the parts a host does not import.
 */
export const Tooltip = {
  Root: TooltipRoot,
  Trigger: TooltipTrigger,
  Portal: TooltipPortal,
  Content: TooltipContent,
}
