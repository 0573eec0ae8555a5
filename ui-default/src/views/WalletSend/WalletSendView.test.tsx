import { connect, openModal } from '@foyer/headless'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'
import { rpcError, type ScriptedHandlers, scriptedWallet } from '../../test/scriptedWallet.js'

loadModalCodeFirst()

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`
const gas = { eth_estimateGas: () => '0x5208', eth_gasPrice: () => '0x3b9aca00' }

async function openSend(handlers: ScriptedHandlers = {}) {
  const wallet = scriptedWallet({ ...gas, ...handlers })
  const result = renderWithFoyer(<FoyerModal />, {
    balance: 10n ** 18n,
    foyerOptions: { connectors: [wallet.connector] },
  })
  await act(() => connect(result.foyer, { connector: 'test.scripted' }))
  act(() => openModal(result.foyer, { view: 'WalletSend' }))
  await screen.findByRole('dialog', { name: 'Send' })
  await screen.findByTestId('send-message')
  return { ...result, ...wallet }
}

async function fill(amount = '0.001') {
  const user = userEvent.setup()
  await user.click(await screen.findByTestId('send-token'))
  await screen.findByRole('dialog', { name: 'Select Token' })
  await user.click(await screen.findByRole('button', { name: /Ether/ }))
  await screen.findByRole('dialog', { name: 'Send' })
  await user.type(screen.getByLabelText('Amount'), amount)
  await user.type(screen.getByLabelText('To'), recipient)
  return user
}

describe('WalletSend', () => {
  test('default: pick a token, type amount and receiver, review, send; Done resets', async () => {
    const { requests } = await openSend({ eth_sendTransaction: () => hash })
    expect(screen.getByTestId('send-message').textContent).toBe(
      'An amount and receiver address are required',
    )
    expect(screen.getByRole('button', { name: 'Review send' })).toHaveProperty('disabled', true)
    expect(await axeViolations()).toEqual([])
    const user = await fill()
    expect(screen.getByTestId('send-token').textContent).toContain('ETH · balance 1.000')
    await waitFor(() =>
      expect(screen.getByTestId('send-fee').textContent).toBe('Network fee: 0.000021 ETH'),
    )
    expect(screen.getByTestId('send-message').textContent).toBe('')
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    const dialog = await screen.findByRole('dialog', { name: 'Review Send' })
    expect(screen.getByTestId('preview-amount').textContent).toBe('0.001 ETH')
    expect(screen.getByTestId('preview-receiver').textContent).toBe('0x70…dc79C8')
    expect(within(dialog).getByText('Foyer Devnet')).toBeTruthy()
    expect(screen.getByTestId('preview-fee').textContent).toBe('0.000021 ETH')
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Sent 0.001 ETH')).toBeTruthy()
    const sent = requests.find((request) => request.method === 'eth_sendTransaction')
    expect((sent?.params as Array<{ value: string }> | undefined)?.[0]?.value).toBe(
      '0x38d7ea4c68000',
    )
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Done'))
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account'),
    )
  }, 20_000)

  test('behavior: declined in the wallet says so and keeps the form', async () => {
    await openSend({
      eth_sendTransaction: () => {
        throw rpcError(4001, 'User rejected')
      },
    })
    const user = await fill('0.25')
    await user.click(await screen.findByRole('button', { name: 'Review send' }))
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Transaction declined in your wallet. Nothing was sent.')
    expect(alert.getAttribute('data-code')).toBe('USER_REJECTED')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    await screen.findByRole('dialog', { name: 'Send' })
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '0.25')
    expect(screen.getByLabelText('To')).toHaveProperty('value', recipient)
  })

  test('error: an RPC failure gives its typed message', async () => {
    await openSend({
      eth_sendTransaction: () => {
        throw rpcError(-32603, 'node down')
      },
    })
    const user = await fill()
    await user.click(await screen.findByRole('button', { name: 'Review send' }))
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    const alert = await screen.findByRole('alert')
    expect(alert.getAttribute('data-code')).toBe('WALLET_RPC_ERROR')
    expect(alert.textContent).toBe('An internal error was received.')
  })

  test('parameters: Max, and the spec’s messages for a missing token and a name that cannot resolve', async () => {
    const user = userEvent.setup()
    await openSend()
    await user.type(screen.getByLabelText('Amount'), '1')
    await user.type(screen.getByLabelText('To'), recipient)
    expect(screen.getByTestId('send-message').textContent).toBe('A token is required')
    await user.click(screen.getByTestId('send-token'))
    await user.click(await screen.findByRole('button', { name: /Ether/ }))
    await screen.findByRole('dialog', { name: 'Send' })
    await user.clear(screen.getByLabelText('Amount'))
    await user.click(screen.getByRole('button', { name: 'Max' }))
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '1')
    await user.type(screen.getByLabelText('Amount'), '0')
    expect(screen.getByTestId('send-message').textContent).toBe('Insufficient balance')
    await user.clear(screen.getByLabelText('To'))
    await user.type(screen.getByLabelText('To'), 'ada.reown.id')
    await waitFor(() =>
      expect(screen.getByTestId('send-receiver-hint').textContent).toBe('Error resolving name'),
    )
  })

  test('behavior: the token picker filters and shows an empty state', async () => {
    const user = userEvent.setup()
    await openSend()
    await user.click(screen.getByTestId('send-token'))
    const search = await screen.findByLabelText('Search tokens')
    await waitFor(() => expect(document.activeElement).toBe(search))
    await user.type(search, 'zzz')
    expect(screen.getByText('No token matches.')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})
