// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { StrictMode, useLayoutEffect } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { storedConnection, testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useAccount } from './useAccount.js'

afterEach(() => {
  cleanup()
  unmountAll()
})

/** What `Status` saw: each render's account status, and each layout effect's. */
type StatusLog = { rendered: string[]; committed: string[] }
const statusLog = (): StatusLog => ({ rendered: [], committed: [] })

/**
 * Records the account status of each render, and what its layout effects saw: the status the
 * page showed when React handed the frame back to the browser (before any paint).
 */
function Status({ log }: { log: StatusLog }) {
  const { status } = useAccount()
  log.rendered.push(status)
  useLayoutEffect(() => {
    log.committed.push(status)
  })
  return <span>{status}</span>
}

describe('FoyerProvider', () => {
  test('behavior: a first visit renders its hooks once; mount changes nothing they read', () => {
    const { foyer } = testFoyer({ mounted: false })
    const log = statusLog()
    render(
      <FoyerProvider foyer={foyer}>
        <Status log={log} />
      </FoyerProvider>,
    )
    expect(log.rendered).toEqual(['disconnected'])
  })

  test('behavior: a stored session renders again in the same commit, before the paint', () => {
    const { foyer } = testFoyer({ mounted: false, storage: storedConnection() })
    const log = statusLog()
    const { container } = render(
      <FoyerProvider foyer={foyer}>
        <Status log={log} />
      </FoyerProvider>,
    )
    // The server's and the first client render agree; mount's restore follows at once.
    expect(log.rendered[0]).toBe('disconnected')
    expect(log.rendered[1]).not.toBe('disconnected')
    expect(log.committed.slice(0, 2)).toEqual(log.rendered.slice(0, 2))
    expect(container.textContent).not.toBe('disconnected')
  })

  test('behavior: mounted again (StrictMode), the hooks read the store again', () => {
    const { foyer } = testFoyer({ mounted: false, storage: storedConnection() })
    const log = statusLog()
    const { container } = render(
      <StrictMode>
        <FoyerProvider foyer={foyer}>
          <Status log={log} />
        </FoyerProvider>
      </StrictMode>,
    )
    expect(log.rendered).toContain('disconnected')
    expect(container.textContent).not.toBe('disconnected')
  })

  test('behavior: a new instance shows its own state, read after its mount', () => {
    const first = testFoyer({ mounted: false }).foyer
    const second = testFoyer({ mounted: false, storage: storedConnection() }).foyer
    const log = statusLog()
    const { container, rerender } = render(
      <FoyerProvider foyer={first}>
        <Status log={log} />
      </FoyerProvider>,
    )
    expect(container.textContent).toBe('disconnected')
    rerender(
      <FoyerProvider foyer={second}>
        <Status log={log} />
      </FoyerProvider>,
    )
    expect(container.textContent).not.toBe('disconnected')
  })
})
