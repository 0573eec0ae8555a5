import type { WalletListEntry } from '@foyer/headless'
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { listItem, listItemLabel, tag } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { footer, row, scroller, sizer } from './AllWalletsView.css.js'
import { nextRowIndex } from './listNavigation.js'

/** Height of a row: a 56 px wallet button and an 8 px gap. */
const ROW_HEIGHT = 64
/** Rows rendered beyond each edge of the view. */
const OVERSCAN = 6
/** How close to the last row the next page starts loading. */
const LOAD_AHEAD_ROWS = 8

export type WalletListProps = {
  wallets: readonly WalletListEntry[]
  onSelect(entry: WalletListEntry): void
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** Called as the end comes near; loads the next page. */
  onEndReached(): void
}

const tags: Partial<Record<string, string>> = {
  connector: 'Installed',
  recent: 'Recent',
}

/**
 * A virtualised list of wallet buttons: only the rows in (or near) view are in the DOM, so a
 * thousand wallets scroll smoothly. One Tab stop (roving tabindex): ArrowUp/ArrowDown,
 * PageUp/PageDown, Home and End move the focus, scrolling the row into view. Nearing the end
 * loads the next page.
 */
export function WalletList(props: WalletListProps) {
  const { wallets, onSelect, hasNextPage, isFetchingNextPage, onEndReached } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const activeIndex = Math.min(active, Math.max(0, wallets.length - 1))
  const focusRequest = useRef<number | null>(null)
  // The active row stays rendered, so Tab always finds the list's one stop.
  const rangeExtractor = useCallback(
    (range: Range) =>
      [...new Set([activeIndex, ...defaultRangeExtractor(range)])].sort((a, b) => a - b),
    [activeIndex],
  )
  const virtualizer = useVirtualizer({
    count: wallets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => `${wallets[index]?.type}:${wallets[index]?.id ?? index}`,
    rangeExtractor,
  })
  const items = virtualizer.getVirtualItems()
  const lastRendered = items.at(-1)?.index ?? -1

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRendered >= wallets.length - LOAD_AHEAD_ROWS) {
      onEndReached()
    }
  }, [hasNextPage, isFetchingNextPage, lastRendered, wallets.length, onEndReached])

  // Focus the row the keyboard moved to once it is rendered.
  useEffect(() => {
    const index = focusRequest.current
    if (index === null) return
    const button = scrollRef.current?.querySelector<HTMLButtonElement>(
      `[data-index="${index}"] button`,
    )
    if (!button) return
    focusRequest.current = null
    button.focus()
  })

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = nextRowIndex(event.key, activeIndex, wallets.length)
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    focusRequest.current = next
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }

  return (
    <div ref={scrollRef} className={scroller} data-testid="all-wallets-scroller">
      <ul
        aria-label="All wallets"
        data-testid="all-wallets-list"
        data-count={wallets.length}
        className={sizer}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const entry = wallets[item.index]
          if (!entry) return null
          const label = tags[entry.type === 'connector' ? 'connector' : entry.source]
          return (
            <li
              key={item.key}
              aria-setsize={hasNextPage ? -1 : wallets.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              className={row}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <button
                type="button"
                className={listItem}
                tabIndex={item.index === activeIndex ? 0 : -1}
                data-wallet-id={entry.id}
                data-source={entry.type === 'connector' ? 'installed' : entry.source}
                onFocus={() => setActive(item.index)}
                onClick={() => onSelect(entry)}
              >
                <WalletImage src={entry.imageUrl} name={entry.name} />
                <span className={listItemLabel}>{entry.name}</span>
                {label && <span className={tag}>{label}</span>}
              </button>
            </li>
          )
        })}
      </ul>
      {isFetchingNextPage && (
        <div className={footer}>
          <Spinner label="Loading more wallets" />
        </div>
      )}
    </div>
  )
}
