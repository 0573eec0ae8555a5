import { getAccount } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import { openConnectWithEmbedded } from '../../test/openConnect.js'

const URL = 'http://127.0.0.1:8790/farcaster/sign-in?channel=1'

describe('ConnectingFarcasterView', () => {
  test('default: the sign-in URL as a QR code and a link, waiting, then connected and closed', async () => {
    const user = userEvent.setup()
    let approve: () => void = () => {}
    const { foyer, wallet } = await openConnectWithEmbedded({
      GET_FARCASTER_URI() {
        return { url: URL }
      },
      CONNECT_FARCASTER() {
        return new Promise((resolve) => {
          approve = () => resolve({ userName: 'ada' })
        })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Continue with Farcaster' }))
    const view = await screen.findByTestId('connecting-farcaster')
    expect(screen.getByRole('dialog', { name: 'Farcaster' })).toBeTruthy()
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('waiting'))
    const link = screen.getByTestId('farcaster-url')
    expect(link.getAttribute('href')).toBe(URL)
    expect(link.textContent).toBe('Open sign-in link')
    expect(screen.getByTestId('farcaster-qr').getAttribute('data-uri')).toBe(URL)
    expect(screen.getByRole('img', { name: 'QR code to scan with the Farcaster app' })).toBeTruthy()
    expect(screen.getByText('Waiting for approval…')).toBeTruthy()
    // Asked once, though React may run effects twice.
    expect(wallet.events().filter((event) => event === 'GET_FARCASTER_URI')).toHaveLength(1)
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(URL)
    // The view waits before the request reaches the frame: approve once the frame was asked.
    await waitFor(() => expect(wallet.events()).toContain('CONNECT_FARCASTER'))
    act(() => approve())
    await waitFor(() => expect(getAccount(foyer).status).toBe('connected'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('error: no sign-in URL: the reason, and Try again asks again', async () => {
    let fail = true
    const { wallet } = await openConnectWithEmbedded({
      GET_FARCASTER_URI() {
        if (fail) throw new Error('Farcaster is unavailable')
        return { url: URL }
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Farcaster' }))
    const view = await screen.findByTestId('connecting-farcaster')
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('failed'))
    expect(screen.getByRole('alert').textContent).toContain('Farcaster is unavailable')
    expect(screen.queryByTestId('farcaster-url')).toBeNull()
    expect(await axeViolations()).toEqual([])
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('waiting'))
    expect(screen.getByTestId('farcaster-url').getAttribute('href')).toBe(URL)
    expect(wallet.events().filter((event) => event === 'GET_FARCASTER_URI')).toHaveLength(2)
  })
})
