import { openModal } from '@foyer/headless'
import { routeAtom } from '@foyer/headless/internal'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

describe('WhatIsAWalletView', () => {
  test('default: reached from Connect; three points; "Get a wallet" opens AllWallets', async () => {
    const { foyer } = renderWithFoyer(<FoyerModal />)
    act(() => openModal(foyer))
    await userEvent.click(await screen.findByRole('button', { name: 'What is a wallet?' }))
    expect(await screen.findByRole('dialog', { name: 'What is a Wallet?' })).toBeTruthy()
    expect(await screen.findByText('One login for all of web3')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
    expect(foyer.store.get(routeAtom).view).toBe('AllWallets')
  })
})
