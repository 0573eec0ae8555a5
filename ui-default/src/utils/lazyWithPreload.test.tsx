import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, Suspense } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ErrorBoundary } from '../components/ErrorBoundary.js'
import { failedModuleUrl } from './importAgain.js'
import { lazyWithPreload } from './lazyWithPreload.js'

const imported = vi.hoisted(() => ({ urls: [] as string[] }))
vi.mock('./importAgain.js', async (original) => ({
  ...(await original<typeof import('./importAgain.js')>()),
  importAgain: async (url: string) => {
    imported.urls.push(url)
    return { default: () => <p>Loaded afresh</p> }
  },
}))

const chunk = 'http://127.0.0.1:5173/assets/AccountView-7RHGM722.js'
const quiet = vi.spyOn(console, 'error')
afterEach(() => {
  imported.urls = []
  quiet.mockReset()
})

function renderLazy(View: ReturnType<typeof lazyWithPreload>) {
  quiet.mockImplementation(() => {})
  render(
    <ErrorBoundary
      onRetry={View.reset}
      fallback={({ retry }) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    >
      <Suspense fallback={null}>
        <View />
      </Suspense>
    </ErrorBoundary>,
  )
}

describe('failedModuleUrl', () => {
  test('behavior: reads the URL from the messages of Chromium and Firefox, none from Safari', () => {
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`)),
    ).toBe(chunk)
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${chunk}`)),
    ).toBe(chunk)
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined()
    expect(failedModuleUrl('not an error')).toBeUndefined()
  })
})

describe('lazyWithPreload', () => {
  test('behavior: a retry after a failed download imports the failed URL afresh', async () => {
    const load = vi.fn(async (): Promise<{ default: () => ReactNode }> => {
      throw new TypeError(`Failed to fetch dynamically imported module: ${chunk}`)
    })
    renderLazy(lazyWithPreload(load))
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Loaded afresh')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
    expect(imported.urls).toEqual([chunk])
  })

  test('behavior: without a URL to retry, a retry calls the loader again', async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Importing a module script failed.')
      return { default: () => <p>Loaded</p> }
    })
    renderLazy(lazyWithPreload(load))
    fail = false
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Loaded')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    expect(imported.urls).toEqual([])
  })
})
