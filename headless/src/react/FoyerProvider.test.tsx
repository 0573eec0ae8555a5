// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { type ReactNode, StrictMode, useLayoutEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { restoreStatusAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { storedConnection, testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useAccount } from './useAccount.js'

/** Called by `Status`'s next commit; set by `firstPaint`. */
let onCommit: (() => void) | undefined
/** Each render's account status. */
let rendered: string[] = []

function Status() {
  const { status } = useAccount()
  rendered.push(status)
  useLayoutEffect(() => onCommit?.())
  return <span>{status}</span>
}

const app = (foyer: Foyer) => (
  <FoyerProvider foyer={foyer}>
    <Status />
  </FoyerProvider>
)

// The timing tests render as a browser does, outside act(): act() would run the hooks' passive
// effects (useSyncExternalStore's own re-check of the store) before anything could be looked at.
let root: Root | undefined
let container: HTMLElement
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

/**
 * Renders `element` and resolves with what the page shows when the task that commits it ends:
 * the microtasks run then, before the browser paints, while passive effects wait for a task of
 * their own.
 */
function firstPaint(element: ReactNode, look?: () => void): Promise<string> {
  return new Promise((resolve) => {
    onCommit = () => {
      onCommit = undefined
      queueMicrotask(() => {
        look?.()
        resolve(container.textContent ?? '')
      })
    }
    root ??= createRoot(container)
    root.render(element)
  })
}

beforeEach(() => {
  rendered = []
  container = document.body.appendChild(document.createElement('div'))
})

afterEach(async () => {
  root?.unmount()
  root = undefined
  container.remove()
  cleanup()
  unmountAll()
  await settled()
})

describe('FoyerProvider', () => {
  test('behavior: a first visit renders its hooks once; mount changes nothing they read', () => {
    render(app(testFoyer({ mounted: false }).foyer))
    expect(rendered).toEqual(['disconnected'])
  })

  describe('outside act(), as in a browser', () => {
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
    beforeEach(() => {
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    })
    afterEach(() => {
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous
    })

    test('behavior: a stored session is on the first paint, after a first render like the server’s', async () => {
      const foyer = testFoyer({ mounted: false, storage: storedConnection() }).foyer
      const painted = await firstPaint(app(foyer))
      expect(rendered[0]).toBe('disconnected')
      expect(painted).not.toBe('disconnected')
    })

    test('behavior: a first visit paints before its watchers and discovery start; they start after', async () => {
      const foyer = testFoyer({ mounted: false }).foyer
      let restoreAtPaint: string | undefined
      await firstPaint(app(foyer), () => {
        restoreAtPaint = foyer.store.get(restoreStatusAtom)
      })
      expect(restoreAtPaint).toBe('idle')
      await vi.waitFor(() => expect(foyer.store.get(restoreStatusAtom)).toBe('restored'))
    })

    test('behavior: a returning visitor starts everything before the first paint', async () => {
      const foyer = testFoyer({ mounted: false, storage: storedConnection() }).foyer
      let restoreAtPaint: string | undefined
      await firstPaint(app(foyer), () => {
        restoreAtPaint = foyer.store.get(restoreStatusAtom)
      })
      expect(restoreAtPaint).toBe('restoring')
    })

    test('behavior: mounted twice (StrictMode), the stored session is on the first paint', async () => {
      const foyer = testFoyer({ mounted: false, storage: storedConnection() }).foyer
      expect(await firstPaint(<StrictMode>{app(foyer)}</StrictMode>)).not.toBe('disconnected')
    })

    test('behavior: a new instance shows its own stored session on its first paint', async () => {
      expect(await firstPaint(app(testFoyer({ mounted: false }).foyer))).toBe('disconnected')
      await settled()
      const second = testFoyer({ mounted: false, storage: storedConnection() }).foyer
      expect(await firstPaint(app(second))).not.toBe('disconnected')
    })
  })
})
