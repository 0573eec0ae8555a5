import type { HTMLAttributes, ReactNode } from 'react'

/**
 * Which ARIA pattern a `Listbox.Root` follows.
 * - `'listbox'`: a focusable `role="listbox"` of `role="option"` items; focus stays on the
 *   root and `aria-activedescendant` names the highlighted option; Enter, Space or a click picks.
 * - `'list'`: a `role="list"` of `role="listitem"` rows that hold their own controls (a button
 *   per row). One Tab stop (roving tabindex: put the render state's `tabIndex` on each row's
 *   control); the keys move DOM focus between rows. Nothing is picked: the controls act.
 */
export type ListboxSemantics = 'listbox' | 'list'

/** What `Listbox.Root`'s render function learns about each rendered item. */
export type ListboxItemState = {
  index: number
  key: string
  selected: boolean
  highlighted: boolean
  disabled: boolean
  /**
   * For the control inside a `'list'` row: `0` on the row holding the list's one Tab stop, `-1`
   * on the others (always `-1` in `'listbox'` semantics, where options never take focus).
   */
  tabIndex: 0 | -1
}

export type ListboxRootProps<item> = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'defaultValue' | 'onChange'
> & {
  /** Every item; only those in (or near) view are rendered. */
  items: readonly item[]
  /** A stable, unique string key per item: the listbox's value is one of these. */
  getItemKey: (item: item, index: number) => string
  /**
   * Renders one item; return a `Listbox.Option` with the same `index`.
   */
  children: (item: item, state: ListboxItemState) => ReactNode
  /**
   * The ARIA pattern; see {@link ListboxSemantics}.
   * @default 'listbox'
   */
  semantics?: ListboxSemantics | undefined
  /**
   * The selected item's key (controlled); `null` for none.
   * @default undefined
   */
  value?: string | null | undefined
  /**
   * The selected key at first when uncontrolled.
   * @default null
   */
  defaultValue?: string | null | undefined
  /**
   * Called when the user picks an item (click, Enter or Space; `'listbox'` semantics only).
   * @default undefined
   */
  onValueChange?: ((key: string, item: item) => void) | undefined
  /**
   * Items that can be seen but not picked or highlighted.
   * @default () => false
   */
  isItemDisabled?: ((item: item, index: number) => boolean) | undefined
  /**
   * Text for type-to-find: typing letters highlights the next item whose text starts with them.
   * Without it, type-to-find is off.
   * @default undefined
   */
  getItemText?: ((item: item) => string) | undefined
  /**
   * Estimated height (px) of an item before it is measured; also the unit of PageUp/PageDown.
   * @default () => 48
   */
  estimateSize?: ((index: number) => number) | undefined
  /**
   * Measure each rendered option's height. Turn it off when every item is exactly
   * `estimateSize` tall: no layout is read and the sizes never shift.
   * @default true
   */
  measureItems?: boolean | undefined
  /**
   * Items rendered beyond each edge of the view.
   * @default 5
   */
  overscan?: number | undefined
  /**
   * Whether the arrow keys wrap from the last item to the first and back.
   * @default false
   */
  loop?: boolean | undefined
  /**
   * Called when the rendered window reaches the end of `items` (within `endReachedThreshold`),
   * to load the next page. Called once per length of `items`: it is armed again when more items
   * arrive (or when it is given again after being `undefined`), and not called twice while a
   * page is loading. Pass `undefined` when there is no next page.
   * @default undefined
   */
  onEndReached?: (() => void) | undefined
  /**
   * How many items before the last one already count as the end for `onEndReached`.
   * @default 0
   */
  endReachedThreshold?: number | undefined
}
