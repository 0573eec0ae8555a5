import type { WalletListEntry } from '@foyer/headless'
import { Listbox } from '@foyer/ui-primitives'
import { Spinner } from '../../components/Spinner.js'
import { listItem, listItemLabel, tag } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { footer, row, scroller } from './AllWalletsView.css.js'

/** Height of a row: a 56 px wallet button and an 8 px gap. */
const ROW_HEIGHT = 64
const rowHeight = () => ROW_HEIGHT
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

const walletKey = (entry: WalletListEntry) => `${entry.type}:${entry.id}`

/**
 * The wallets as ui-primitives' virtual `Listbox` in its `'list'` semantics: a list of wallet
 * buttons of which only the rows in (or near) view are in the DOM. One Tab stop (ArrowUp/Down,
 * PageUp/Down, Home and End move the focus); nearing the end loads the next page.
 */
export function WalletList(props: WalletListProps) {
  const { wallets, onSelect, hasNextPage, isFetchingNextPage, onEndReached } = props
  return (
    <>
      <Listbox.Root
        semantics="list"
        aria-label="All wallets"
        className={scroller}
        data-testid="all-wallets-scroller"
        data-count={wallets.length}
        items={wallets}
        getItemKey={walletKey}
        estimateSize={rowHeight}
        measureItems={false}
        overscan={OVERSCAN}
        onEndReached={hasNextPage ? onEndReached : undefined}
        endReachedThreshold={LOAD_AHEAD_ROWS}
      >
        {(entry, { index, tabIndex }) => {
          const label = tags[entry.type === 'connector' ? 'connector' : entry.source]
          return (
            <Listbox.Option
              index={index}
              className={row}
              aria-setsize={hasNextPage ? -1 : wallets.length}
            >
              <button
                type="button"
                className={listItem}
                tabIndex={tabIndex}
                data-wallet-id={entry.id}
                data-source={entry.type === 'connector' ? 'installed' : entry.source}
                onClick={() => onSelect(entry)}
              >
                <WalletImage src={entry.imageUrl} name={entry.name} id={entry.id} />
                <span className={listItemLabel}>{entry.name}</span>
                {label && <span className={tag}>{label}</span>}
              </button>
            </Listbox.Option>
          )
        }}
      </Listbox.Root>
      {isFetchingNextPage && (
        <div className={footer}>
          <Spinner label="Loading more wallets" />
        </div>
      )}
    </>
  )
}
