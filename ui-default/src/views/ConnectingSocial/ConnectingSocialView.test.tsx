import { getAccount, openModal } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import {
  FRAME_URL,
  type FrameAnswers,
  fakeEmbeddedWallet,
  fakePopup,
} from '../../test/fakeEmbeddedWallet.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

afterEach(() => {
  vi.restoreAllMocks()
})

const PAGE = 'http://127.0.0.1:8790/social/google'

/** The modal on Connect with the embedded wallet; each `window.open` gets a new fake window. */
async function openConnect(answers: FrameAnswers = {}) {
  const log: string[] = []
  const popups: ReturnType<typeof fakePopup>[] = []
  vi.spyOn(window, 'open').mockImplementation(() => {
    log.push('window.open')
    const popup = fakePopup()
    popups.push(popup)
    return popup.window
  })
  const wallet = fakeEmbeddedWallet({
    GET_SOCIAL_REDIRECT_URI({ provider }) {
      log.push(`GET_SOCIAL_REDIRECT_URI ${provider}`)
      return { uri: PAGE }
    },
    CONNECT_SOCIAL() {
      return { userName: 'ada' }
    },
    ...answers,
  })
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: { connectors: [wallet.connector], services: { frameUrl: FRAME_URL } },
  })
  act(() => openModal(result.foyer))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...result, wallet, log, popups }
}

describe('ConnectingSocialView', () => {
  test('default: the window opens in the click, "Continue in the popup", then connected and closed', async () => {
    const { foyer, log, popups } = await openConnect()
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    const view = await screen.findByTestId('connecting-social')
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('ConnectingSocial')
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('waiting'))
    expect(screen.getByText('Continue in the popup')).toBeTruthy()
    expect(screen.getByText('Sign in with Google in the window that opened.')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Waiting for Google' })).toBeTruthy()
    // The window opened before the wallet was asked anything (a later one would be blocked).
    await waitFor(() => expect(log).toEqual(['window.open', 'GET_SOCIAL_REDIRECT_URI google']))
    await waitFor(() => expect(popups[0]?.href()).toBe(PAGE))
    expect(await axeViolations()).toEqual([])
    act(() => popups[0]?.post('@foyer/social/RESULT', `${PAGE}/done?code=1`))
    await waitFor(() => expect(getAccount(foyer).status).toBe('connected'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: a closed window says "Sign-in cancelled"; Try again opens a new one', async () => {
    const { popups } = await openConnect()
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    const view = await screen.findByTestId('connecting-social')
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('waiting'))
    popups[0]?.window.close()
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('rejected'))
    expect(screen.getByRole('alert').textContent).toContain('Sign-in cancelled')
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(window.open).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('waiting'))
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  test('behavior: a passkey sign-in shows the passkey prompt', async () => {
    await openConnect({
      GET_PASSKEY_URI() {
        return { uri: 'http://127.0.0.1:8790/passkey' }
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    const view = await screen.findByTestId('connecting-social')
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('waiting'))
    expect(window.open).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Use your passkey in the window that opened.')).toBeTruthy()
  })

  test('error: the wallet refuses the sign-in: its message, and Try again', async () => {
    const { popups } = await openConnect({
      CONNECT_SOCIAL() {
        throw new Error('This Google account is not allowed')
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    const view = await screen.findByTestId('connecting-social')
    await waitFor(() => expect(popups[0]?.href()).toBe(PAGE))
    act(() => popups[0]?.post('@foyer/social/RESULT', `${PAGE}/done?code=1`))
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('failed'))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Sign-in failed')
    expect(screen.getByTestId('connecting-social-error').textContent).toBe(
      'This Google account is not allowed',
    )
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(window.open).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('waiting'))
  })

  test('error: a blocked window fails the sign-in with its reason and offers Try again', async () => {
    const { wallet } = await openConnect()
    vi.mocked(window.open).mockImplementation(() => null)
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    const view = await screen.findByTestId('connecting-social')
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('failed'))
    expect(screen.getByTestId('connecting-social-error').textContent).toBe(
      'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(wallet.events()).not.toContain('GET_SOCIAL_REDIRECT_URI')
  })
})
