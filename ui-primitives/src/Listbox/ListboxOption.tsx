import { forwardRef, type HTMLAttributes } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { getOptionId, useListboxContext } from './ListboxContext.js'

export type ListboxOptionProps = HTMLAttributes<HTMLDivElement> & {
  /** The item's index in `Listbox.Root`'s `items` (given to its render function). */
  index: number
}

/**
 * One `<div role="option">`, measured for the virtual list. Pointer movement highlights it and
 * a click picks it; it never takes focus itself (the listbox keeps it).
 *
 * - `[data-highlighted]`: present while highlighted (keyboard or pointer); style hover/focus
 *   looks on this, not on `:hover`.
 * - `[data-state="selected"]` / `[data-state="unselected"]`: whether it is the value.
 * - `[data-disabled]`: present when the root's `isItemDisabled` says so.
 * - `[data-index]`: its index in `items`.
 */
export const ListboxOption = forwardRef<HTMLDivElement, ListboxOptionProps>(
  function ListboxOption(props, forwardedRef) {
    const { index, onClick, onPointerMove, ...rest } = props
    const context = useListboxContext('Option')
    const ref = useMergedRef<HTMLDivElement>(context.measureElement, forwardedRef)
    const selected = context.isSelected(index)
    const disabled = context.isDisabled(index)
    const highlighted = context.highlightedIndex === index
    return (
      // Options stay unfocusable on purpose: the listbox keeps focus and names the highlighted
      // option with aria-activedescendant, and handles the keys (WAI-ARIA listbox pattern).
      // biome-ignore lint/a11y/useFocusableInteractive: see above
      // biome-ignore lint/a11y/useKeyWithClickEvents: see above
      <div
        role="option"
        id={getOptionId(context.baseId, index)}
        aria-selected={selected}
        aria-disabled={disabled || undefined}
        aria-setsize={context.count}
        aria-posinset={index + 1}
        data-index={index}
        data-highlighted={highlighted ? '' : undefined}
        data-state={selected ? 'selected' : 'unselected'}
        data-disabled={disabled ? '' : undefined}
        {...rest}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => context.select(index))}
        onPointerMove={composeEventHandlers(onPointerMove, () => {
          if (!disabled && !highlighted) context.highlight(index)
        })}
      />
    )
  },
)
