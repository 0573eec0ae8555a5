import { afterEach, describe, expect, test, vi } from 'vitest'
import { InvalidThemeModeError } from '../errors/config.js'
import {
  activeNamespaceAtom,
  modalAtom,
  routeAtom,
  routerAtom,
  themeModeAtom,
} from '../store/atoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { closeModal } from './closeModal.js'
import { goBack } from './goBack.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { requestCloseModal } from './requestCloseModal.js'
import { setThemeMode } from './setThemeMode.js'
import { shakeModal } from './shakeModal.js'

afterEach(() => {
  unmountAll()
  vi.useRealTimers()
})

describe('modal actions', () => {
  test('behavior: opening shows Connect without an address; a given view and namespace win', () => {
    const { foyer } = testFoyer()
    openModal(foyer)
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    openModal(foyer, { view: 'Networks', namespace: 'solana' })
    expect(foyer.store.get(routeAtom).view).toBe('Networks')
    expect(foyer.store.get(activeNamespaceAtom)).toBe('solana')
  })

  test('behavior: open and close emit once each', () => {
    const { foyer } = testFoyer()
    const events: string[] = []
    foyer.emitter.subscribe((event) => events.push(event.type))
    openModal(foyer)
    openModal(foyer)
    closeModal(foyer)
    closeModal(foyer)
    expect(events).toEqual(['modalOpen', 'modalClose'])
  })

  test('behavior: going back with one view closes; shake lasts 500 ms', () => {
    vi.useFakeTimers()
    const { foyer } = testFoyer()
    openModal(foyer)
    navigate(foyer, { type: 'push', route: { view: 'AllWallets' } })
    goBack(foyer)
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    shakeModal(foyer)
    expect(foyer.store.get(modalAtom).shake).toBe('shaking')
    vi.advanceTimersByTime(500)
    expect(foyer.store.get(modalAtom).shake).toBe('idle')
    goBack(foyer)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: requestCloseModal shakes on UnsupportedChain instead of closing', () => {
    vi.useFakeTimers()
    const { foyer } = testFoyer()
    openModal(foyer, { view: 'UnsupportedChain' })
    requestCloseModal(foyer)
    expect(foyer.store.get(modalAtom)).toMatchObject({ status: 'open', shake: 'shaking' })
    vi.advanceTimersByTime(500)
    expect(foyer.store.get(modalAtom).shake).toBe('idle')
  })

  test('behavior: requestCloseModal closes other views', () => {
    const { foyer } = testFoyer()
    openModal(foyer)
    requestCloseModal(foyer)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('parameters: enableEmbedded — a close returns to Connect (not connected) instead of closing', () => {
    const { foyer } = testFoyer({ enableEmbedded: true })
    openModal(foyer)
    navigate(foyer, { type: 'push', route: { view: 'AllWallets' } })
    requestCloseModal(foyer)
    expect(foyer.store.get(modalAtom).status).toBe('open')
    expect(foyer.store.get(routerAtom).history).toEqual([{ view: 'Connect' }])
  })

  test('behavior: setThemeMode sets light or dark; anything else is a typed error', () => {
    const { foyer } = testFoyer()
    setThemeMode(foyer, { themeMode: 'light' })
    expect(foyer.store.get(themeModeAtom)).toBe('light')
    expect(() => setThemeMode(foyer, { themeMode: 'blue' as never })).toThrow(InvalidThemeModeError)
    expect(foyer.store.get(themeModeAtom)).toBe('light')
  })
})
