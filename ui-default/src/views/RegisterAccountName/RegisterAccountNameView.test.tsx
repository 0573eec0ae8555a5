import { connect, openModal } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'
import { scriptedWallet } from '../../test/scriptedWallet.js'

loadModalCodeFirst()

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const signature = `0x${'12'.repeat(65)}`
const api = 'http://names.test'

afterEach(() => vi.unstubAllGlobals())

/** The blockchain API's names routes as a fetch stand-in; `register` answers the POST. */
function stubNamesApi(register: () => Response) {
  const registered: string[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input)
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
    if (url.pathname === '/v1/supported-chains') return json({ http: ['eip155:31337'], ws: [] })
    if (url.pathname.startsWith('/v1/profile/suggestions/'))
      return json({ suggestions: [{ name: 'ada-l.reown.id', registered: false }] })
    if (url.pathname.startsWith('/v1/identity/'))
      return json({ name: registered[0] ?? null, avatar: null })
    if (url.pathname.startsWith('/v1/profile/reverse/'))
      return json(registered.map((name) => ({ name, addresses: {} })))
    if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
      const response = register()
      if (response.ok) registered.push(JSON.parse(JSON.parse(String(init.body)).message).name)
      return response
    }
    return new Response('{}', { status: 404 })
  })
}

async function openRegister(type: 'AUTH' | 'INJECTED' = 'AUTH') {
  const wallet = scriptedWallet({ personal_sign: () => signature }, { id: 'auth', type })
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: { connectors: [wallet.connector], services: { blockchainApiUrl: api } },
  })
  await act(() => connect(result.foyer, { connector: 'auth' }))
  act(() => openModal(result.foyer, { view: 'RegisterAccountName' }))
  await screen.findByLabelText('Name')
  return { ...result, ...wallet }
}

describe('RegisterAccountName', () => {
  test('default: the rule, suggestions, the signed registration, then RegisterAccountNameSuccess', async () => {
    stubNamesApi(() => new Response(JSON.stringify({ name: 'ada-l.reown.id', addresses: {} })))
    const user = userEvent.setup()
    const { requests } = await openRegister()
    await user.type(screen.getByLabelText('Name'), 'ada')
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    await user.type(screen.getByLabelText('Name'), '-l')
    expect(await screen.findByRole('button', { name: /ada-l\.reown\.id/ })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Name registered')).toBeTruthy()
    expect((await screen.findByTestId('registered-name')).textContent).toBe(
      'Your account is now ada-l.reown.id',
    )
    const sign = requests.find((request) => request.method === 'personal_sign')
    expect(sign).toBeTruthy()
    expect((sign?.params as string[] | undefined)?.[1]?.toLowerCase()).toBe(account.toLowerCase())
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account'),
    )
  }, 15_000)

  test('behavior: Account offers Choose a name without a profile name, then shows the name', async () => {
    stubNamesApi(() => new Response(JSON.stringify({ name: 'ada-l.reown.id', addresses: {} })))
    const user = userEvent.setup()
    const { foyer } = await openRegister()
    act(() => openModal(foyer, { view: 'Account' }))
    await user.click(await screen.findByRole('button', { name: 'Choose a name' }))
    await user.type(await screen.findByLabelText('Name'), 'ada-l')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    await user.click(await screen.findByRole('button', { name: 'Done' }))
    expect((await screen.findByTestId('account-profile-name')).textContent).toBe('ada-l.reown.id')
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  }, 15_000)

  test('behavior: no Choose a name for a browser wallet (SPEC §5: the auth connector only)', async () => {
    stubNamesApi(() => new Response('{}'))
    const { foyer } = await openRegister('INJECTED')
    act(() => openModal(foyer, { view: 'Account' }))
    expect(await screen.findByTestId('account-address')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  test('error: Error registering name {name}, and the register view stays', async () => {
    stubNamesApi(() => new Response(JSON.stringify({ error: 'taken' }), { status: 409 }))
    const user = userEvent.setup()
    await openRegister()
    await user.type(screen.getByLabelText('Name'), 'taken')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Error registering name taken.reown.id')
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('RegisterAccountName')
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'taken')
  })

  test('error: Address or auth connector not found with a browser wallet', async () => {
    stubNamesApi(() => new Response('{}'))
    const user = userEvent.setup()
    await openRegister('INJECTED')
    await user.type(screen.getByLabelText('Name'), 'ada-l')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Address or auth connector not found',
    )
  })
})
