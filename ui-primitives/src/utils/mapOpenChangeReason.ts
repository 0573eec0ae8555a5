import type { OpenChangeReason } from '@floating-ui/react'

/** The reasons a floating part (Tooltip, Popover) reports through `onOpenChange`. */
export type FloatingOpenChangeReason =
  | 'trigger'
  | 'hover'
  | 'focus'
  | 'focus-out'
  | 'escape-key'
  | 'outside-press'

/** Folds Floating UI's reasons into the smaller public set. */
export function mapOpenChangeReason(
  reason: OpenChangeReason | undefined,
): FloatingOpenChangeReason | undefined {
  switch (reason) {
    case 'hover':
    case 'safe-polygon':
      return 'hover'
    case 'focus':
      return 'focus'
    case 'focus-out':
      return 'focus-out'
    case 'escape-key':
      return 'escape-key'
    case 'outside-press':
      return 'outside-press'
    case 'click':
    case 'reference-press':
      return 'trigger'
    default:
      return undefined
  }
}
