import { useVirtualizer } from '@tanstack/react-virtual'
import {
  type CSSProperties,
  type ForwardedRef,
  Fragment,
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { useControllableState } from '../utils/useControllableState.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { getOptionId, ListboxContext, type ListboxContextValue } from './ListboxContext.js'

/** What `Listbox.Root`'s render function learns about each rendered item. */
export type ListboxItemState = {
  index: number
  key: string
  selected: boolean
  highlighted: boolean
  disabled: boolean
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
   * Called when the user picks an item (click, Enter or Space).
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
   * Estimated height (px) of an item before it is measured.
   * @default () => 48
   */
  estimateSize?: ((index: number) => number) | undefined
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
}

const defaultEstimateSize = () => 48
const neverDisabled = () => false

/**
 * A virtualised `<div role="listbox">` that scrolls (give it a height) and keeps focus itself
 * while `aria-activedescendant` points at the highlighted option, so the list can hold
 * thousands of items: only those in view are in the DOM (by `@tanstack/react-virtual`), with
 * `aria-setsize` / `aria-posinset` telling assistive technology where each sits. Its inline
 * `overflow-y` and top/bottom padding are functional: the padding stands in for the items
 * not rendered, so put decorative padding on a wrapper.
 *
 * Keys: ArrowDown/ArrowUp move the highlight, Home/End jump, PageDown/PageUp move by a view,
 * Enter/Space pick, letters find (with `getItemText`).
 */
function ListboxRootImpl<item>(
  props: ListboxRootProps<item>,
  forwardedRef: ForwardedRef<HTMLDivElement>,
) {
  const {
    items,
    getItemKey,
    children,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    isItemDisabled = neverDisabled,
    getItemText,
    estimateSize = defaultEstimateSize,
    overscan = 5,
    loop = false,
    onKeyDown,
    onFocus,
    onBlur,
    style,
    ...rest
  } = props
  const baseId = useId()
  const scrollRef = useRef<HTMLDivElement | null>(null)
  const ref = useMergedRef<HTMLDivElement>(scrollRef, forwardedRef)
  const [value, setValue] = useControllableState<string | null, [item]>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange as ((key: string | null, item: item) => void) | undefined,
  })
  const [highlightState, setHighlightState] = useState<number | null>(null)
  const highlightedIndex =
    highlightState !== null && highlightState < items.length ? highlightState : null
  const typeahead = useRef({ text: '', timer: 0 })

  const getKey = useCallback(
    (index: number) => {
      const item = items[index]
      return item === undefined ? String(index) : getItemKey(item, index)
    },
    [items, getItemKey],
  )
  const isDisabled = useCallback(
    (index: number) => {
      const item = items[index]
      return item === undefined || isItemDisabled(item, index)
    },
    [items, isItemDisabled],
  )

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan,
    getItemKey: getKey,
  })

  const highlight = useCallback(
    (index: number | null, options: { scroll?: boolean } = {}) => {
      setHighlightState(index)
      if (index !== null && options.scroll) virtualizer.scrollToIndex(index, { align: 'auto' })
    },
    [virtualizer],
  )
  const select = useCallback(
    (index: number) => {
      const item = items[index]
      if (item === undefined || isDisabled(index)) return
      setHighlightState(index)
      setValue(getKey(index), item)
    },
    [items, isDisabled, getKey, setValue],
  )

  /** The nearest enabled index from `start` going `step`, or `null`. */
  const findEnabled = (start: number, step: 1 | -1, wrap: boolean): number | null => {
    const count = items.length
    for (let offset = 0; offset < count; offset++) {
      let index = start + step * offset
      if (wrap) index = ((index % count) + count) % count
      if (index < 0 || index >= count) return null
      if (!isDisabled(index)) return index
    }
    return null
  }

  const selectedIndex = useMemo(
    () =>
      value === null ? -1 : items.findIndex((item, index) => getItemKey(item, index) === value),
    [items, value, getItemKey],
  )

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = items.length
    if (count === 0) return
    const current = highlightedIndex ?? (selectedIndex >= 0 ? selectedIndex : null)
    const page = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? 0) / estimateSize(current ?? 0)),
    )
    let next: number | null | undefined
    switch (event.key) {
      case 'ArrowDown':
        next =
          current === null
            ? findEnabled(0, 1, false)
            : (findEnabled(current + 1, 1, loop) ?? current)
        break
      case 'ArrowUp':
        next =
          current === null
            ? findEnabled(count - 1, -1, false)
            : (findEnabled(current - 1, -1, loop) ?? current)
        break
      case 'Home':
        next = findEnabled(0, 1, false)
        break
      case 'End':
        next = findEnabled(count - 1, -1, false)
        break
      case 'PageDown':
        next = findEnabled(Math.min(count - 1, (current ?? -1) + page), -1, false)
        break
      case 'PageUp':
        next = findEnabled(Math.max(0, (current ?? 0) - page), 1, false)
        break
      case 'Enter':
      case ' ':
        if (event.key === ' ' && typeahead.current.text) break
        event.preventDefault()
        if (highlightedIndex !== null) select(highlightedIndex)
        return
    }
    if (next === undefined && getItemText && event.key.length === 1 && !event.ctrlKey) {
      window.clearTimeout(typeahead.current.timer)
      typeahead.current.text += event.key.toLowerCase()
      typeahead.current.timer = window.setTimeout(() => {
        typeahead.current.text = ''
      }, 500)
      const search = typeahead.current.text
      // Repeating one letter cycles through the items that start with it.
      const cycling = search.length > 1 && Array.from(search).every((c) => c === search[0])
      const needle = cycling ? (search[0] ?? '') : search
      const from = (current ?? -1) + (cycling || search.length === 1 ? 1 : 0)
      for (let offset = 0; offset < count; offset++) {
        const index = (from + offset + count) % count
        const item = items[index]
        if (item === undefined || isDisabled(index)) continue
        if (getItemText(item).toLowerCase().startsWith(needle)) {
          next = index
          break
        }
      }
      if (next === undefined) return
    }
    if (next === undefined) return
    event.preventDefault()
    if (next !== null) highlight(next, { scroll: true })
  }

  const virtualItems = virtualizer.getVirtualItems()
  const first = virtualItems[0]
  const last = virtualItems[virtualItems.length - 1]
  const functionalStyle: CSSProperties = {
    overflowY: 'auto',
    paddingTop: first?.start ?? 0,
    paddingBottom: Math.max(0, virtualizer.getTotalSize() - (last?.end ?? 0)),
  }
  const highlightedRendered =
    highlightedIndex !== null && virtualItems.some((item) => item.index === highlightedIndex)

  const context = useMemo<ListboxContextValue>(
    () => ({
      baseId,
      count: items.length,
      getKey,
      isSelected: (index) => value !== null && getKey(index) === value,
      isDisabled,
      highlightedIndex,
      highlight,
      select,
      measureElement: virtualizer.measureElement,
    }),
    [
      baseId,
      items.length,
      getKey,
      value,
      isDisabled,
      highlightedIndex,
      highlight,
      select,
      virtualizer,
    ],
  )

  return (
    <ListboxContext.Provider value={context}>
      <div
        role="listbox"
        tabIndex={0}
        aria-activedescendant={
          highlightedRendered && highlightedIndex !== null
            ? getOptionId(baseId, highlightedIndex)
            : undefined
        }
        {...rest}
        ref={ref}
        style={{ ...style, ...functionalStyle }}
        onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
        onFocus={composeEventHandlers(onFocus, (event) => {
          if (event.target !== event.currentTarget || highlightedIndex !== null) return
          const start = Math.max(selectedIndex, 0)
          highlight(findEnabled(start, 1, false), { scroll: true })
        })}
        onBlur={composeEventHandlers(onBlur, () => setHighlightState(null))}
      >
        {virtualItems.map((virtualItem) => {
          const item = items[virtualItem.index]
          if (item === undefined) return null
          return (
            <Fragment key={virtualItem.key}>
              {children(item, {
                index: virtualItem.index,
                key: String(virtualItem.key),
                selected: value !== null && String(virtualItem.key) === value,
                highlighted: highlightedIndex === virtualItem.index,
                disabled: isDisabled(virtualItem.index),
              })}
            </Fragment>
          )
        })}
      </div>
    </ListboxContext.Provider>
  )
}

/** See {@link ListboxRootImpl}: the generic `Listbox.Root`. */
export const ListboxRoot = forwardRef(ListboxRootImpl) as <item>(
  props: ListboxRootProps<item> & { ref?: Ref<HTMLDivElement> | undefined },
) => ReactElement | null
