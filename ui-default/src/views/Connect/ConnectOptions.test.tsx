import { routeAtom } from '@foyer/headless/internal'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { openConnectWithEmbedded } from '../../test/openConnect.js'
import { announceWallet } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const links = {
  termsConditionsUrl: 'https://app.test/terms',
  privacyPolicyUrl: 'https://app.test/privacy',
}

type Options = NonNullable<Parameters<typeof openConnectWithEmbedded>[1]>['foyerOptions']

async function openWith(foyerOptions: Options) {
  const wallet = announceWallet()
  stops.push(wallet.stop)
  return openConnectWithEmbedded({}, { foyerOptions })
}

describe('Connect view options', () => {
  test('parameters: legalCheckbox — wallets, email and socials disabled until checked', async () => {
    const { foyer } = await openWith({ ...links, features: { legalCheckbox: true } })
    const box = screen.getByRole('checkbox', { name: /I agree to our Terms of Service/ })
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      links.termsConditionsUrl,
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      links.privacyPolicyUrl,
    )
    const methods = screen.getByTestId('connect-methods')
    expect(methods.getAttribute('data-state')).toBe('blocked')
    const installed = await screen.findByRole('list', { name: 'Installed wallets' })
    const wallet = within(installed).getByRole('button', { name: /Fake Wallet/ })
    expect((wallet as HTMLButtonElement).matches(':disabled')).toBe(true)
    expect(screen.getByRole('textbox', { name: 'Email' }).matches(':disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Continue with Google' }).matches(':disabled')).toBe(
      true,
    )
    await userEvent.click(wallet)
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    expect(await axeViolations()).toEqual([])

    await userEvent.click(box)
    expect(methods.getAttribute('data-state')).toBe('ready')
    expect(wallet.matches(':disabled')).toBe(false)
    expect(screen.getByRole('textbox', { name: 'Email' }).matches(':disabled')).toBe(false)
    await userEvent.click(wallet)
    await waitFor(() => expect(foyer.store.get(routeAtom).view).toBe('ConnectingExternal'))
  })

  test('behavior: links without legalCheckbox are a notice; nothing is blocked', async () => {
    await openWith(links)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByTestId('legal-notice').textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    expect(screen.getByTestId('connect-methods').getAttribute('data-state')).toBe('ready')
  })

  test('parameters: branding — the footer line by default, gone when off', async () => {
    const shown = await openWith({})
    expect(screen.getByTestId('branding').textContent).toBe('UX by Foyer')
    shown.unmount()
    await openWith({ features: { branding: false } })
    expect(screen.queryByTestId('branding')).toBeNull()
  })

  test('parameters: collapseWallets — one "Continue with a wallet" entry opening AllWallets', async () => {
    const { foyer } = await openWith({ features: { collapseWallets: true } })
    expect(screen.queryByRole('list', { name: 'Installed wallets' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(foyer.store.get(routeAtom).view).toBe('AllWallets')
  })

  test('parameters: emailShowWallets false — the wallets collapse the same way', async () => {
    await openWith({ features: { emailShowWallets: false } })
    expect(screen.getByRole('button', { name: 'Continue with a wallet' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Installed wallets' })).toBeNull()
  })

  test('default: the wallets are listed below the email entry', async () => {
    await openWith({})
    expect(await screen.findByRole('list', { name: 'Installed wallets' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })
})
