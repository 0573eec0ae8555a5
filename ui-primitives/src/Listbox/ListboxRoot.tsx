import {
  type ForwardedRef,
  Fragment,
  forwardRef,
  type ReactElement,
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
import { findEnabled, type NavigationItems } from './getNextIndex.js'
import { getOptionId, ListboxContext, type ListboxContextValue } from './ListboxContext.js'
import type { ListboxRootProps } from './ListboxRootProps.js'
import { useEndReached } from './useEndReached.js'
import { useFocusWhenRendered } from './useFocusWhenRendered.js'
import { useListboxFocus } from './useListboxFocus.js'
import { useListboxKeyDown } from './useListboxKeyDown.js'
import { useVirtualRows } from './useVirtualRows.js'

export type { ListboxItemState, ListboxRootProps, ListboxSemantics } from './ListboxRootProps.js'

const defaultEstimateSize = () => 48
const neverDisabled = () => false
const noMeasure = () => {}

/**
 * A virtualised list that scrolls (give it a height); only the items in view are in the DOM
 * (by `@tanstack/react-virtual`), with `aria-setsize` / `aria-posinset` telling assistive
 * technology where each sits. Its inline `overflow-y` is functional; two hidden spacer blocks
 * (`[data-listbox-spacer]`) stand in for the items not rendered above and below.
 *
 * In `'listbox'` semantics (the default) it is a `<div role="listbox">` that keeps focus while
 * `aria-activedescendant` points at the highlighted option; in `'list'` semantics a
 * `<div role="list">` whose rows hold the focusable controls (see `ListboxSemantics`).
 *
 * Keys (by `getNextIndex`): ArrowDown/ArrowUp move the highlight, Home/End jump,
 * PageDown/PageUp move by a view, letters find (with `getItemText`); Enter/Space pick.
 */
function ListboxRootImpl<item>(
  props: ListboxRootProps<item>,
  forwardedRef: ForwardedRef<HTMLDivElement>,
) {
  const {
    items,
    getItemKey,
    children,
    semantics = 'listbox',
    value: valueProp,
    defaultValue = null,
    onValueChange,
    isItemDisabled = neverDisabled,
    getItemText,
    estimateSize = defaultEstimateSize,
    measureItems = true,
    overscan = 5,
    loop = false,
    onEndReached,
    endReachedThreshold = 0,
    onKeyDown,
    onFocus,
    onBlur,
    style,
    ...rest
  } = props
  const isList = semantics === 'list'
  const count = items.length
  const baseId = useId()
  const scrollRef = useRef<HTMLDivElement | null>(null)
  const ref = useMergedRef<HTMLDivElement>(scrollRef, forwardedRef)
  const [value, setValue] = useControllableState<string | null, [item]>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange as ((key: string | null, item: item) => void) | undefined,
  })
  const [highlightState, setHighlightState] = useState<number | null>(null)
  const requestFocus = useFocusWhenRendered(scrollRef)

  const getKey = useCallback(
    (index: number) => {
      const item = items[index]
      return item === undefined ? String(index) : getItemKey(item, index)
    },
    [items, getItemKey],
  )
  const navigationItems = useMemo<NavigationItems>(
    () => ({
      count: items.length,
      isDisabled: (index) => {
        const item = items[index]
        return item === undefined || isItemDisabled(item, index)
      },
      getText: getItemText && ((index) => getItemText(items[index] as item)),
    }),
    [items, isItemDisabled, getItemText],
  )
  const { isDisabled } = navigationItems
  const selectedIndex = useMemo(
    () =>
      value === null ? -1 : items.findIndex((item, index) => getItemKey(item, index) === value),
    [items, value, getItemKey],
  )
  const current = highlightState !== null && highlightState < count ? highlightState : null
  const start = current ?? (selectedIndex >= 0 ? selectedIndex : null)
  // The 'list' pattern's one Tab stop: the highlighted row, else the selected, else the first.
  const tabStop = isList ? (start ?? findEnabled(navigationItems, 0, 1)) : null

  const rows = useVirtualRows({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan,
    getItemKey: getKey,
    keepRendered: tabStop,
  })
  const { virtualizer } = rows
  useEndReached({
    lastRenderedIndex: rows.lastWindowIndex,
    count,
    threshold: endReachedThreshold,
    onEndReached,
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

  const focus = useListboxFocus({
    semantics,
    setHighlight: setHighlightState,
    onRootFocus: () => {
      if (current !== null) return
      highlight(findEnabled(navigationItems, Math.max(selectedIndex, 0), 1), { scroll: true })
    },
  })
  const shownHighlight = isList && !focus.focusWithin ? null : current
  const onKeyDownOwn = useListboxKeyDown({
    semantics,
    items: navigationItems,
    from: isList ? tabStop : start,
    highlighted: current,
    loop,
    getPageSize: () =>
      Math.floor((scrollRef.current?.clientHeight ?? 0) / estimateSize(start ?? 0)),
    select,
    moveTo: (index) => {
      highlight(index, { scroll: true })
      if (isList) requestFocus(index)
    },
  })

  const { marginTop } = rows
  const context = useMemo<ListboxContextValue>(
    () => ({
      baseId,
      count,
      semantics,
      getKey,
      isSelected: (index) => value !== null && getKey(index) === value,
      isDisabled,
      highlightedIndex: shownHighlight,
      highlight,
      select,
      measureElement: measureItems ? virtualizer.measureElement : noMeasure,
      getRowMarginTop: (index) => marginTop.get(index),
    }),
    [
      baseId,
      count,
      semantics,
      getKey,
      value,
      isDisabled,
      shownHighlight,
      highlight,
      select,
      measureItems,
      virtualizer,
      marginTop,
    ],
  )
  const activeDescendant =
    current !== null && rows.rows.some((row) => row.index === current)
      ? getOptionId(baseId, current)
      : undefined
  const roleProps = isList
    ? { role: 'list' }
    : { role: 'listbox', tabIndex: 0, 'aria-activedescendant': activeDescendant }

  return (
    <ListboxContext.Provider value={context}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: role (listbox or list) set through roleProps */}
      <div
        {...roleProps}
        {...rest}
        ref={ref}
        style={{ ...style, overflowY: 'auto' }}
        onKeyDown={composeEventHandlers(onKeyDown, onKeyDownOwn)}
        onFocus={composeEventHandlers(onFocus, focus.onFocus)}
        onBlur={composeEventHandlers(onBlur, focus.onBlur)}
      >
        <RowsSpacer height={rows.paddingTop} edge="start" />
        {rows.rows.map(({ index, key }) => {
          const item = items[index]
          if (item === undefined) return null
          return (
            <Fragment key={key}>
              {children(item, {
                index,
                key: String(key),
                selected: value !== null && String(key) === value,
                highlighted: shownHighlight === index,
                disabled: isDisabled(index),
                tabIndex: tabStop === index ? 0 : -1,
              })}
            </Fragment>
          )
        })}
        <RowsSpacer height={rows.paddingBottom} edge="end" />
      </div>
    </ListboxContext.Provider>
  )
}

/**
 * Stands in for the rows not rendered above (`start`) or below (`end`) the window. A block of its
 * own, not padding on the root: the root is the scroll container, and padding there would make
 * the root itself as tall as the whole list. Hidden from assistive technology.
 * `[data-listbox-spacer="start" | "end"]`.
 */
function RowsSpacer({ height, edge }: { height: number; edge: 'start' | 'end' }) {
  return <div aria-hidden="true" data-listbox-spacer={edge} style={{ height, flexShrink: 0 }} />
}

/** See {@link ListboxRootImpl}: the generic `Listbox.Root`. */
export const ListboxRoot = forwardRef(ListboxRootImpl) as <item>(
  props: ListboxRootProps<item> & { ref?: Ref<HTMLDivElement> | undefined },
) => ReactElement | null
