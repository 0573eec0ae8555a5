// @vitest-environment node
import { JSDOM } from 'jsdom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import { TEST_ACCOUNTS, TEST_WALLET_STORAGE_KEYS } from '../config.js'
import { type StartServerReturnType, startServer } from '../server.js'
import { freePort } from '../testing/freePort.js'
import type { TestWalletProvider } from './createTestWalletProvider.js'

type Announced = {
  info: { uuid: string; name: string; rdns: string; icon: string }
  provider: TestWalletProvider
}

let anvil: StartAnvilReturnType
let server: StartServerReturnType
let script: string

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 61_337 })
  server = await startServer({
    port: 0,
    chains: [{ id: 61_337, name: 'Browser A', rpcUrl: anvil.rpcUrl }],
  })
  script = await (await fetch(`${server.url}/test-wallet.js`)).text()
})
afterAll(async () => {
  await server.stop()
  await anvil.stop()
})

type PageWindow = Window & typeof globalThis
let dom: JSDOM
let window: PageWindow
let document: Document
let localStorage: Storage

/** Runs the served script in the page, as a `<script src>` would, collecting announcements. */
function load() {
  const announced: Announced[] = []
  const listener = (event: Event) => announced.push((event as CustomEvent<Announced>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  window.eval(script)
  return { announced, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

beforeEach(() => {
  // A fresh page on a loopback origin for each test; the wallet talks to anvil with Node's fetch.
  dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://127.0.0.1:5173/',
    runScripts: 'outside-only',
  })
  window = dom.window as unknown as PageWindow
  window.fetch = fetch
  document = window.document
  localStorage = window.localStorage
})
afterEach(() => {
  window.foyerTestWallet?.reset()
  dom.window.close()
})

describe('test-wallet.js in a page', () => {
  test('behavior: announces at load and again on eip6963:requestProvider', () => {
    const { announced, stop } = load()
    expect(announced).toHaveLength(1)
    const [detail] = announced
    expect(Object.isFrozen(detail)).toBe(true)
    expect(detail!.info).toMatchObject({ name: 'Foyer Test Wallet', rdns: 'dev.foyer.testwallet' })
    expect(detail!.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(detail!.info.icon).toMatch(/^data:image\/svg\+xml,/)
    window.dispatchEvent(new window.Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    expect(announced[1]!.provider).toBe(detail!.provider)
    expect(window.foyerTestWallet?.address).toBe(TEST_ACCOUNTS[0].address)
    stop()
  })

  test('behavior: uses the chains the server prepended and forwards reads to that anvil', async () => {
    const { announced, stop } = load()
    const provider = announced[0]!.provider
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xef99')
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    stop()
  })

  test('behavior: reads the policy from localStorage at load', async () => {
    localStorage.setItem(TEST_WALLET_STORAGE_KEYS.policy, JSON.stringify({ decision: 'reject' }))
    const { announced, stop } = load()
    expect(window.foyerTestWallet?.getPolicy()).toEqual({ decision: 'reject' })
    await expect(
      announced[0]!.provider.request({ method: 'eth_requestAccounts' }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    stop()
  })

  test("behavior: 'ask' shows an accessible panel; Approve answers and removes it", async () => {
    const { announced, stop } = load()
    const provider = announced[0]!.provider
    const request = provider.request({ method: 'eth_requestAccounts' })
    const panel = await vi.waitFor(() => {
      const element = document.querySelector('[role="dialog"][aria-label="Foyer Test Wallet"]')
      if (!element) throw new Error('no panel yet')
      return element as HTMLElement
    })
    expect(panel.textContent).toContain('eth_requestAccounts')
    expect(panel.textContent).toContain('Connect account 0xf39F…2266')
    expect(panel.style.position).toBe('fixed')
    const buttons = [...panel.querySelectorAll('button')].map((button) => button.textContent)
    expect(buttons).toEqual(['Reject', 'Approve'])
    panel.querySelectorAll('button')[1]!.click()
    expect(await request).toEqual([TEST_ACCOUNTS[0].address])
    expect(document.querySelector('[aria-label="Foyer Test Wallet"]')).toBeNull()
    expect(localStorage.getItem(TEST_WALLET_STORAGE_KEYS.granted)).toBe('true')

    const signing = provider.request({
      method: 'personal_sign',
      params: ['0x6869', TEST_ACCOUNTS[0].address],
    })
    await vi.waitFor(() =>
      expect(document.querySelector('[data-method="personal_sign"]')).not.toBeNull(),
    )
    ;(document.querySelector('[data-method="personal_sign"] button') as HTMLButtonElement).click()
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    stop()
  })

  test('behavior: loading the script twice keeps one wallet', () => {
    const first = load()
    const controls = window.foyerTestWallet
    const second = load()
    expect(window.foyerTestWallet).toBe(controls)
    expect(second.announced).toHaveLength(0)
    first.stop()
    second.stop()
  })
})
