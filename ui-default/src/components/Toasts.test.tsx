import { showToast } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { FoyerModal } from '../modal/FoyerModal.js'
import { axeViolations } from '../test/axe.js'
import { loadModalCodeFirst } from '../test/loadModalCode.js'
import { renderWithFoyer } from '../test/renderWithFoyer.js'

loadModalCodeFirst()

afterEach(() => {
  for (const node of document.querySelectorAll('[data-sonner-toaster]')) node.remove()
})

describe('Toasts', () => {
  test('default: no region and no toast code before the first toast', () => {
    renderWithFoyer(<FoyerModal />)
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull()
  })

  test('behavior: a headless toast shows in the themed region, and leaves when headless drops it', async () => {
    const { foyer } = renderWithFoyer(<FoyerModal />)
    act(() => showToast(foyer, { id: 'denied', message: 'Action not allowed', variant: 'error' }))
    const region = await screen.findByRole('region', { name: /Notifications/ })
    await waitFor(() => expect(region.textContent).toContain('Action not allowed'))
    expect(region.closest('[data-foyer]')).not.toBeNull()
    expect(document.querySelector('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error')
    expect(await axeViolations()).toEqual([])
    const { dismissToast } = await import('@foyer/headless')
    act(() => dismissToast(foyer, { id: 'denied' }))
    await waitFor(() => expect(region.textContent).not.toContain('Action not allowed'))
  })
})
