import { useAllWallets } from '@foyer/headless/react'
import { VisuallyHidden } from '@foyer/ui-primitives'
import { useId } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, muted } from '../../components/shared.css.js'
import {
  message,
  searchInput,
  searchRow,
  searchSpinner,
  skeleton,
  skeletonList,
  view,
} from './AllWalletsView.css.js'
import { WalletList } from './WalletList.js'

/** Placeholder rows while the first page loads. */
const SKELETONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7']

/**
 * All Wallets: every wallet the visitor can pick, installed ones first, then the wallet
 * directory page by page, with a search. Picking one is `useAllWallets().select` (an installed
 * wallet connects directly; any other opens ConnectingWalletConnect with the wallet's id). `data-state` is the list's status.
 */
export function AllWalletsView() {
  const list = useAllWallets()
  const searchId = useId()
  const empty = list.status === 'success' && !list.isSearching && list.wallets.length === 0
  return (
    <div className={view} data-state={empty ? 'empty' : list.status}>
      <div className={searchRow}>
        <label htmlFor={searchId}>
          <VisuallyHidden>Search wallets</VisuallyHidden>
        </label>
        <input
          id={searchId}
          type="search"
          className={searchInput}
          placeholder="Search wallet"
          autoComplete="off"
          spellCheck={false}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
          data-testid="all-wallets-search"
          data-searching={list.isSearching || undefined}
        />
        {list.isSearching && (
          <span className={searchSpinner}>
            <Spinner label="Searching" />
          </span>
        )}
      </div>
      {list.status === 'loading' && (
        <div className={skeletonList} data-testid="all-wallets-loading">
          <VisuallyHidden role="status">Loading wallets</VisuallyHidden>
          {SKELETONS.map((key) => (
            <div key={key} className={skeleton} aria-hidden="true" data-skeleton="" />
          ))}
        </div>
      )}
      {list.status === 'error' && (
        <div className={message} role="alert" data-testid="all-wallets-error">
          <p>Could not load the wallet list</p>
          <p className={muted}>Check your connection, then try again.</p>
          <button type="button" className={accentButton} onClick={list.retry}>
            Try again
          </button>
        </div>
      )}
      {empty && (
        <div className={message} data-testid="all-wallets-empty">
          <p role="status">No wallet found</p>
          {list.search.trim() && <p className={muted}>Try another name.</p>}
        </div>
      )}
      {list.status !== 'loading' && list.wallets.length > 0 && (
        <WalletList
          wallets={list.wallets}
          onSelect={list.select}
          hasNextPage={list.hasNextPage && list.status === 'success'}
          isFetchingNextPage={list.isFetchingNextPage}
          onEndReached={list.fetchNextPage}
        />
      )}
    </div>
  )
}

export default AllWalletsView
