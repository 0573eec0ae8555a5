import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import { fakePopup } from '../../test/fakeEmbeddedWallet.js'
import { openConnectWithEmbedded } from '../../test/openConnect.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ConnectSocialsView', () => {
  test('default: every social login in the host order; one opens its window on the click', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakePopup().window)
    await openConnectWithEmbedded({
      GET_SOCIAL_REDIRECT_URI() {
        return { uri: 'http://127.0.0.1:8790/social/github' }
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'More' }))
    const list = await screen.findByRole('list', { name: 'Social logins' })
    expect(screen.getByRole('dialog', { name: 'All Socials' })).toBeTruthy()
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook'])
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(list).getByRole('button', { name: 'GitHub' }))
    expect(window.open).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('ConnectingSocial')
    await waitFor(() =>
      expect(screen.getByTestId('connecting-social').getAttribute('data-state')).toBe('waiting'),
    )
    expect(screen.getByText('Sign in with GitHub in the window that opened.')).toBeTruthy()
  })

  test('behavior: Farcaster opens ConnectingFarcaster, with no window', async () => {
    vi.spyOn(window, 'open')
    await openConnectWithEmbedded()
    await userEvent.click(await screen.findByRole('button', { name: 'More' }))
    const list = await screen.findByRole('list', { name: 'Social logins' })
    await userEvent.click(within(list).getByRole('button', { name: 'Farcaster' }))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('ConnectingFarcaster')
    expect(window.open).not.toHaveBeenCalled()
  })
})
