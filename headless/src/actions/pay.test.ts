import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { payTransition } from '../machines/pay.js'
import { modalAtom, routeAtom } from '../store/atoms.js'
import { payAtom } from '../store/payAtom.js'
import { evmWalletFoyer, type WalletHandlers } from '../test/evmWalletProvider.js'
import { startTestServer } from '../test/httpServer.js'
import { unmountAll } from '../test/testFoyer.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { pay } from './pay.js'
import { selectWallet } from './selectWallet.js'

const closes: Array<() => Promise<void>> = []
afterEach(async () => {
  unmountAll()
  vi.restoreAllMocks()
  for (const close of closes.splice(0)) await close()
})

const chain = 'eip155:31337'
const recipient = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const fusdAddress = '0x83F695982dE4E24447D48fbF2E38ec81d8572E46'
const fusd = { symbol: 'FUSD', decimals: 6, address: fusdAddress }
const hash = `0x${'ab'.repeat(32)}`
const request = { recipient, asset: fusd, amount: '5', network: chain }

/** The blockchain API: the FUSD balance at each read, the last one repeating. */
async function api(balances: string[]) {
  let reads = 0
  const server = await startTestServer(async ({ path }) => {
    if (path === '/v1/supported-chains') return { body: { http: [chain], ws: [] } }
    if (path.endsWith('/balance')) {
      const numeric = balances[Math.min(reads++, balances.length - 1)] as string
      return {
        body: {
          balances: [
            {
              name: 'Foyer USD',
              symbol: 'FUSD',
              chainId: 'eip155:1',
              quantity: { decimals: '6', numeric: '99' },
              address: `eip155:1:${fusdAddress}`,
              iconUrl: '',
            },
            {
              name: 'Foyer USD',
              symbol: 'FUSD',
              chainId: chain,
              address: `${chain}:${fusdAddress}`,
              quantity: { decimals: '6', numeric },
              iconUrl: '',
            },
          ],
        },
      }
    }
    return { status: 404, body: {} }
  })
  closes.push(server.close)
  return server
}

async function setup(balances: string[], handlers: WalletHandlers, connected = true) {
  const server = await api(balances)
  const adapter = evmAdapter()
  const receipt = vi.spyOn(adapter, 'waitForReceipt').mockResolvedValue({
    status: 'success',
    blockNumber: 1n,
    transactionHash: hash as `0x${string}`,
  })
  const setup = evmWalletFoyer(handlers, {
    adapters: [adapter],
    services: { blockchainApiUrl: server.url },
  })
  if (connected) await connect(setup.foyer, { connector: 'test.evm' })
  return { ...setup, receipt }
}

describe('pay', () => {
  test('default: enough balance — sends the ERC-20 and resolves paid after the receipt', async () => {
    const { foyer, requests, receipt } = await setup(['12.5'], { eth_sendTransaction: () => hash })
    await expect(pay(foyer, request)).resolves.toEqual({ status: 'paid', hash })
    const sent = requests.find((item) => item.method === 'eth_sendTransaction')
    expect((sent?.params as Array<{ to: string }> | undefined)?.[0]?.to.toLowerCase()).toBe(
      fusdAddress.toLowerCase(),
    )
    expect(receipt).toHaveBeenCalledWith(expect.objectContaining({ hash }))
    expect(foyer.store.get(payAtom)).toMatchObject({ status: 'paid', hash, balance: '12.5' })
  })

  test('behavior: the wallet refuses — cancelled, nothing sent', async () => {
    const reject = () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
    const { foyer } = await setup(['12.5'], { eth_sendTransaction: reject })
    await expect(pay(foyer, request)).resolves.toEqual({ status: 'cancelled' })
    expect(foyer.store.get(payAtom).status).toBe('cancelled')
  })

  test('behavior: too little — insufficient with the shortfall, then pays once the balance rises', async () => {
    const { foyer } = await setup(['1.5', '1.5', '7'], { eth_sendTransaction: () => hash })
    const seen: string[] = []
    foyer.store.sub(payAtom, () => {
      const { status, shortfall } = foyer.store.get(payAtom)
      if (status === 'insufficient') seen.push(shortfall ?? '')
    })
    await expect(pay(foyer, { ...request, pollMs: 5 })).resolves.toEqual({ status: 'paid', hash })
    expect(seen[0]).toBe('3.5')
    expect(foyer.store.get(modalAtom).status).toBe('open')
  })

  test('behavior: too little and the modal closed — cancelled, nothing sent', async () => {
    const { foyer, requests } = await setup(['1'], { eth_sendTransaction: () => hash })
    const result = pay(foyer, { ...request, pollMs: 5 })
    await vi.waitFor(() => expect(foyer.store.get(payAtom).status).toBe('insufficient'))
    closeModal(foyer)
    await expect(result).resolves.toEqual({ status: 'cancelled' })
    expect(requests.some((item) => item.method === 'eth_sendTransaction')).toBe(false)
  })

  test('behavior: disconnected — opens the modal, pays once connected', async () => {
    const { foyer } = await setup(['10'], { eth_sendTransaction: () => hash }, false)
    const result = pay(foyer, request)
    await vi.waitFor(() => expect(foyer.store.get(payAtom).status).toBe('connecting'))
    expect(foyer.store.get(modalAtom).status).toBe('open')
    await connect(foyer, { connector: 'test.evm' })
    await expect(result).resolves.toEqual({ status: 'paid', hash })
    expect(foyer.store.get(routeAtom).view).toBe('Pay')
  })

  test('behavior: disconnected — the modal connect flow closes the modal, the payment comes back on the Pay view', async () => {
    let approve: (value: string) => void = () => {}
    const asked = new Promise<string>((resolve) => {
      approve = resolve
    })
    const { foyer } = await setup(['10'], { eth_sendTransaction: () => asked }, false)
    const result = pay(foyer, request)
    await vi.waitFor(() => expect(foyer.store.get(payAtom).status).toBe('connecting'))
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    await selectWallet(foyer, { connectorId: 'test.evm' })
    await vi.waitFor(() => expect(foyer.store.get(payAtom).status).toBe('sending'))
    expect(foyer.store.get(modalAtom).status).toBe('open')
    expect(foyer.store.get(routeAtom).view).toBe('Pay')
    approve(hash)
    await expect(result).resolves.toEqual({ status: 'paid', hash })
  })

  test('behavior: disconnected and the modal closed unconnected — cancelled', async () => {
    const { foyer } = await setup(['10'], {}, false)
    const result = pay(foyer, request)
    await vi.waitFor(() => expect(foyer.store.get(payAtom).status).toBe('connecting'))
    closeModal(foyer)
    await expect(result).resolves.toEqual({ status: 'cancelled' })
  })

  test('error: the wallet fails — failed with the typed error', async () => {
    const fail = () => {
      throw Object.assign(new Error('boom'), { code: -32603 })
    }
    const { foyer } = await setup(['10'], { eth_sendTransaction: fail })
    const result = await pay(foyer, request)
    expect(result.status).toBe('failed')
    expect(result.status === 'failed' && result.error.name).toMatch(/Error$/)
  })

  test('error: the receipt reverted — failed', async () => {
    const { foyer, receipt } = await setup(['10'], { eth_sendTransaction: () => hash })
    receipt.mockResolvedValue({
      status: 'reverted',
      blockNumber: 1n,
      transactionHash: hash as `0x${string}`,
    })
    await expect(pay(foyer, request)).resolves.toMatchObject({ status: 'failed' })
  })

  test.each([
    ['parameters.recipient', { recipient: '' }],
    ['parameters.asset', { asset: { symbol: 'FUSD' } }],
    ['parameters.amount', { amount: '0' }],
    ['parameters.amount', { amount: 5 }],
    ['parameters.network', { network: 'mainnet' }],
  ])('parameters: a bad %s throws InvalidParameterError naming it', async (name, change) => {
    const { foyer } = await setup(['10'], {})
    const error = await pay(foyer, { ...request, ...change } as never).catch((caught) => caught)
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect(error.message).toContain(name)
  })
})

describe('payTransition', () => {
  test('behavior: events out of step leave the state', () => {
    const idle = { status: 'idle' as const }
    expect(payTransition(idle, { type: 'send' })).toBe(idle)
    expect(payTransition(idle, { type: 'cancel' })).toBe(idle)
    const checking = payTransition(idle, { type: 'start', request })
    expect(
      payTransition(checking, { type: 'balance', balance: '1', shortfall: '4' }),
    ).toMatchObject({
      status: 'insufficient',
      shortfall: '4',
    })
  })
})
