import { VisuallyHidden } from '@foyer/ui-primitives'
import {
  balanceText,
  card,
  circle,
  grid,
  item,
  items,
  line,
  lineNarrow,
  lines,
  lineValue,
  lineWide,
  list,
  row,
} from './skeleton.css.js'

const containers = { rows: list, items, cards: grid }

const keys = (count: number) => Array.from({ length: count }, (_, index) => `s${index}`)

type SkeletonProps = {
  /** What loads, announced to screen readers ('Loading tokens'). */
  label: string
  /** @default 3 */
  count?: number
  /**
   * `rows`: image, two lines and a value (tokens, activity); `items`: 56 px list items
   * (wallets, networks); `cards`: the NFT grid's cards. @default 'rows'
   */
  shape?: 'rows' | 'items' | 'cards'
}

/**
 * Loading state in the final layout's shape (issue #25 item 5: skeletons, not spinners, where
 * the layout is known): grey placeholder rows, hidden from assistive technology, and one
 * visually hidden status naming what loads. `data-skeleton` marks it for tests.
 */
export function Skeleton({ label, count = 3, shape = 'rows' }: SkeletonProps) {
  return (
    <div className={containers[shape]} data-skeleton={shape} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {keys(count).map((key) =>
        shape === 'rows' ? (
          <div key={key} className={row} aria-hidden="true">
            <span className={circle} />
            <span className={lines}>
              <span className={`${line} ${lineWide}`} />
              <span className={`${line} ${lineNarrow}`} />
            </span>
            <span className={`${line} ${lineValue}`} />
          </div>
        ) : (
          <div key={key} className={shape === 'items' ? item : card} aria-hidden="true" />
        ),
      )}
    </div>
  )
}

/** The account's balance while it loads: one line of large text, announced as `label`. */
export function SkeletonBalance({ label }: { label: string }) {
  return <span className={balanceText} role="status" aria-label={label} data-skeleton="text" />
}
