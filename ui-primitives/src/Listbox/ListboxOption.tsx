import { forwardRef, type HTMLAttributes } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { getOptionId, useListboxContext } from './ListboxContext.js'

export type ListboxOptionProps = HTMLAttributes<HTMLDivElement> & {
  /** The item's index in `Listbox.Root`'s `items` (given to its render function). */
  index: number
}

/**
 * One row, measured for the virtual list: a `<div role="option">` in `'listbox'` semantics
 * (pointer movement highlights it, a click picks it; it never takes focus itself, the listbox
 * keeps it), a `<div role="listitem">` in `'list'` semantics (its own controls act; give the
 * focusable one the render state's `tabIndex`).
 *
 * - `[data-highlighted]`: present while highlighted (keyboard or pointer; in `'list'`, the row
 *   holding focus); style hover/focus looks on this, not on `:hover`.
 * - `[data-state="selected"]` / `[data-state="unselected"]`: whether it is the value.
 * - `[data-disabled]`: present when the root's `isItemDisabled` says so.
 * - `[data-index]`: its index in `items`.
 */
export const ListboxOption = forwardRef<HTMLDivElement, ListboxOptionProps>(
  function ListboxOption(props, forwardedRef) {
    const { index, onClick, onPointerMove, style, ...rest } = props
    const context = useListboxContext('Option')
    const ref = useMergedRef<HTMLDivElement>(context.measureElement, forwardedRef)
    const isListbox = context.semantics === 'listbox'
    const selected = context.isSelected(index)
    const disabled = context.isDisabled(index)
    const highlighted = context.highlightedIndex === index
    const marginTop = context.getRowMarginTop(index)
    // Options stay unfocusable on purpose: the listbox keeps focus and names the highlighted
    // option with aria-activedescendant, and handles the keys (WAI-ARIA listbox pattern).
    const roleProps = isListbox
      ? {
          role: 'option',
          id: getOptionId(context.baseId, index),
          'aria-selected': selected,
          'aria-disabled': disabled || undefined,
        }
      : { role: 'listitem' }
    return (
      // The role comes from the root's semantics (option or listitem), which the linter cannot
      // see; keys are handled by the root (see above).
      // biome-ignore lint/a11y/noStaticElementInteractions: role set through roleProps
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role set through roleProps
      // biome-ignore lint/a11y/useKeyWithClickEvents: see above
      <div
        {...roleProps}
        aria-setsize={context.count}
        aria-posinset={index + 1}
        data-index={index}
        data-highlighted={highlighted ? '' : undefined}
        data-state={selected ? 'selected' : 'unselected'}
        data-disabled={disabled ? '' : undefined}
        {...rest}
        style={marginTop === undefined ? style : { ...style, marginTop }}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => {
          if (isListbox) context.select(index)
        })}
        onPointerMove={composeEventHandlers(onPointerMove, () => {
          if (isListbox && !disabled && !highlighted) context.highlight(index)
        })}
      />
    )
  },
)
