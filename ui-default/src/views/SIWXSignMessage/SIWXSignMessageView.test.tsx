import { connect, createDefaultSiwx } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'
import { rpcError, scriptedWallet } from '../../test/scriptedWallet.js'

const signature = `0x${'12'.repeat(65)}`

/** Connects a wallet with sign-in configured: SIWXSignMessage opens by itself. */
async function openSignIn(personalSign: () => unknown, required = true) {
  const wallet = scriptedWallet(
    { personal_sign: personalSign, wallet_revokePermissions: () => null },
    { id: 'scripted' },
  )
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: {
      connectors: [wallet.connector],
      metadata: { name: 'Test App', description: '', url: 'http://localhost', icons: [] },
      siwx: createDefaultSiwx({ statement: 'Sign in to Test App', required }),
    },
  })
  await act(() => connect(result.foyer, { connector: 'scripted' }))
  await screen.findByText('Sign in to Test App')
  return { ...result, ...wallet }
}

describe('SIWXSignMessage', () => {
  test('default: icons, the statement, Sign signs and the modal closes', async () => {
    const user = userEvent.setup()
    const { requests } = await openSignIn(() => signature)
    expect(screen.getByText('Test App needs to connect to your wallet')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(screen.queryByTestId('siwx-sign-message')).toBeNull())
    expect(requests.map((request) => request.method)).toContain('personal_sign')
  })

  test('error: a declined signature shows "Signature declined" with Try again', async () => {
    const user = userEvent.setup()
    await openSignIn(() => {
      throw rpcError(4001, 'User rejected')
    })
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    expect((await screen.findByTestId('siwx-error')).textContent).toBe('Signature declined')
    expect(screen.getByTestId('siwx-sign-message').getAttribute('data-state')).toBe(
      'awaitingSignature',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('behavior: Cancel with sign-in required disconnects', async () => {
    const user = userEvent.setup()
    const { foyer } = await openSignIn(() => signature)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByTestId('siwx-sign-message')).toBeNull())
    const { getAccount } = await import('@foyer/headless')
    await waitFor(() => expect(getAccount(foyer).status).toBe('disconnected'))
  })
})
