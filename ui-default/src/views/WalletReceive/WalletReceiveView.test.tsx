import { connect, openModal } from '@foyer/headless'
import { mock } from '@foyer/headless/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Chain } from 'viem'
import { describe, expect, test } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = (id: number, name: string): Chain => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

describe('WalletReceive', () => {
  test('default: the address as a QR code, copy with feedback, and the networks it is valid on', async () => {
    const user = userEvent.setup()
    const wallet = mock({ id: 'test.fake', chainId: 31337 })
    const { foyer } = renderWithFoyer(<FoyerModal />, {
      foyerOptions: {
        networks: [chain(31337, 'Devnet A'), chain(31338, 'Devnet B')],
        connectors: [wallet],
      },
    })
    await act(() => connect(foyer, { connector: 'test.fake' }))
    act(() => openModal(foyer, { view: 'WalletReceive' }))
    const qr = await screen.findByTestId('receive-qr')
    expect(qr.getAttribute('data-address')).toBe(account)
    expect(within(qr).getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    expect(screen.getByTestId('receive-address').textContent).toBe(account)
    const networks = screen.getByRole('list', { name: 'Receive on these networks only:' })
    expect(
      within(networks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Devnet A', 'Devnet B'])
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await screen.findByRole('button', { name: 'Address copied' })).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe(account)
  })

  test('behavior: nothing to receive without a connected account', async () => {
    const { foyer } = renderWithFoyer(<FoyerModal />)
    act(() => openModal(foyer, { view: 'WalletReceive' }))
    expect(await screen.findByText('Connect a wallet to receive.')).toBeTruthy()
  })
})
