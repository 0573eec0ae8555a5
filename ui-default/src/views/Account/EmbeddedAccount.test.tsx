import { connect, getAccount, openModal, SmartAccountNotSupportedError } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import {
  FRAME_URL,
  type FrameAnswers,
  fakeEmbeddedWallet,
  frameUser,
} from '../../test/fakeEmbeddedWallet.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { announceWallet, renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

/** The modal on Account, connected through the embedded wallet. */
async function openAccount(answers: FrameAnswers = {}) {
  const wallet = fakeEmbeddedWallet(answers)
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: { connectors: [wallet.connector], services: { frameUrl: FRAME_URL } },
  })
  await act(() => connect(result.foyer, { connector: 'embedded' }))
  act(() => openModal(result.foyer))
  await screen.findByRole('dialog', { name: 'Account' })
  return { ...result, wallet }
}

describe('AccountView (embedded wallet)', () => {
  test('default: the email under the address, Update email, and the account type switch', async () => {
    const { foyer } = await openAccount()
    expect((await screen.findByTestId('account-embedded-identity')).textContent).toBe(
      'ada@example.com',
    )
    const toggle = await screen.findByTestId('account-type-switch')
    expect(toggle.getAttribute('data-state')).toBe('smartAccount')
    expect(toggle.textContent).toBe('Switch to EOA')
    expect(screen.getByTestId('account-type').textContent).toBe('Smart account')
    expect(await axeViolations()).toEqual([])
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('data-state')).toBe('eoa'))
    expect(toggle.textContent).toBe('Switch to smart account')
    expect(screen.getByTestId('account-type').textContent).toBe('EOA')
    expect(getAccount(foyer).address).toBe(frameUser.accounts[1]?.address)
    await userEvent.click(screen.getByRole('button', { name: 'Update email' }))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('UpdateEmail')
  })

  test('behavior: disabled while switching; a social account shows its user name, no Update email', async () => {
    let finish: () => void = () => {}
    const { wallet } = await openAccount({
      GET_USER() {
        return { ...frameUser, email: undefined, userName: 'ada.eth' }
      },
      SET_PREFERRED_ACCOUNT({ type }) {
        return new Promise((resolve) => {
          finish = () => resolve({ type, address: frameUser.address })
        })
      },
    })
    expect((await screen.findByTestId('account-embedded-identity')).textContent).toBe('ada.eth')
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
    const toggle = await screen.findByTestId('account-type-switch')
    await userEvent.click(toggle)
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(true))
    // Disabled before the request reaches the frame: answer once the frame was asked.
    await waitFor(() => expect(wallet.events()).toContain('SET_PREFERRED_ACCOUNT'))
    act(() => finish())
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false))
  })

  test('behavior: no switch where smart accounts do not work', async () => {
    await openAccount({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
        return { smartAccountEnabledNetworks: [1] }
      },
    })
    await screen.findByTestId('account-embedded-identity')
    expect(screen.getByRole('button', { name: 'Update email' })).toBeTruthy()
    expect(screen.queryByTestId('account-type-switch')).toBeNull()
  })

  test('behavior: nothing of the embedded wallet for another wallet', async () => {
    const other = announceWallet()
    const wallet = fakeEmbeddedWallet()
    const result = renderWithFoyer(<FoyerModal />, {
      foyerOptions: { connectors: [wallet.connector], services: { frameUrl: FRAME_URL } },
    })
    await act(() => connect(result.foyer, { connector: 'test.fake' }))
    act(() => openModal(result.foyer))
    await screen.findByTestId('account-view')
    expect(screen.queryByTestId('account-embedded-identity')).toBeNull()
    expect(screen.queryByTestId('account-type-switch')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
    other.stop()
  })

  test('error: a refused switch is shown as an alert', async () => {
    await openAccount({
      SET_PREFERRED_ACCOUNT() {
        throw new SmartAccountNotSupportedError()
      },
    })
    await userEvent.click(await screen.findByTestId('account-type-switch'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This application might not support Smart Accounts',
    )
    expect(screen.getByTestId('account-type-switch').getAttribute('data-state')).toBe(
      'smartAccount',
    )
  })
})
