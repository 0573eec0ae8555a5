// @vitest-environment node

import { generateKeyPairSigner } from '@solana/kit'
import { createPublicClient, erc20Abi, parseEther, parseUnits, http as viemHttp } from 'viem'
import { describe, expect, test } from 'vitest'
import { DEVSTACK_CONTRACTS, DEVSTACK_SOLANA_REFERENCE } from '../config.js'
import { lamportsOf } from '../solana/testHelpers.js'
import { http, useTestDevstack } from '../testing/startTestDevstack.js'

const stack = useTestDevstack()

/** A fresh, empty wallet for each test. */
const freshWallet = () =>
  `0x${crypto.randomUUID().replace(/-/g, '').padEnd(40, '7')}` as `0x${string}`

describe('GET /v1/onramp/options', () => {
  test('default: purchase currencies on the devstack networks and USD limits', async () => {
    const { body } = await http(`${stack.api}/v1/onramp/options`)
    expect(body.purchaseCurrencies.map((c: { id: string }) => c.id)).toEqual([
      'ETH',
      'FUSD',
      'FOY',
      'SOL',
    ])
    // SOL on the Solana cluster, named by its CAIP-2 reference.
    expect(body.purchaseCurrencies[3].networks).toEqual([
      {
        name: 'solana',
        display_name: 'Foyer Solana Devnet',
        chain_id: DEVSTACK_SOLANA_REFERENCE,
        contract_address: '',
      },
    ])
    expect(body.purchaseCurrencies[1].networks[0]).toEqual({
      name: 'foyer-devnet',
      display_name: 'Foyer Devnet',
      chain_id: '31337',
      contract_address: DEVSTACK_CONTRACTS.usdToken,
    })
    expect(body.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
  })
})

describe('POST /v1/onramp/quote', () => {
  test('default: fees and purchase amount', async () => {
    const { status, body } = await http(`${stack.api}/v1/onramp/quote`, {
      body: {
        purchaseCurrency: { id: 'ETH' },
        paymentCurrency: { id: 'USD' },
        amount: '100',
        network: 'foyer-devnet',
      },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: (98 / 3000).toFixed(8), currency: 'ETH' },
    })
    expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  })
  test('error: amount outside the limits, unknown currency', async () => {
    const base = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: 'foyer-devnet' }
    expect(
      (await http(`${stack.api}/v1/onramp/quote`, { body: { ...base, amount: '5' } })).status,
    ).toBe(400)
    expect(
      (await http(`${stack.api}/v1/onramp/quote`, { body: { ...base, amount: 50 } })).status,
    ).toBe(400)
    expect(
      (
        await http(`${stack.api}/v1/onramp/quote`, {
          body: { ...base, purchaseCurrency: 'DOGE', amount: '50' },
        })
      ).status,
    ).toBe(400)
  })
})

describe('onramp purchase', () => {
  test('behavior: a completed purchase really funds the wallet (native coin)', async () => {
    const wallet = freshWallet()
    const generated = await http(`${stack.api}/v1/generators/onrampurl`, {
      body: {
        destinationWallets: [{ address: wallet, blockchains: ['foyer-devnet'], assets: ['ETH'] }],
        defaultNetwork: 'foyer-devnet',
        partnerUserId: 'test-project',
        defaultExperience: 'buy',
        presetCryptoAmount: '0.25',
      },
    })
    expect(generated.status).toBe(200)
    const url: string = generated.body.url
    expect(url).toMatch(new RegExp(`^${stack.api}/onramp/purchase/[0-9a-f-]{36}$`))

    const page = await fetch(url)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('Complete purchase')
    expect(html).toContain('0.25 ETH')
    expect(html).not.toMatch(/(src|href)="https?:/) // nothing loaded from outside

    const chain = createPublicClient({ transport: viemHttp(stack.devstack.urls.chainA) })
    expect(await chain.getBalance({ address: wallet })).toBe(0n)
    const completed = await http(`${url}/complete`, { method: 'POST' })
    expect(completed.status).toBe(200)
    expect(completed.body.purchase).toMatchObject({
      status: 'completed',
      amount: '0.25',
      asset: 'ETH',
    })
    expect(await chain.getBalance({ address: wallet })).toBe(parseEther('0.25'))

    expect((await http(`${url}/complete`, { method: 'POST' })).status).toBe(409)
    const history = await http(
      `${stack.api}/v1/account/${wallet}/history?chainId=eip155:31337&onramp=coinbase`,
    )
    expect(
      history.body.data.map((tx: { metadata: { hash: string; operationType: string } }) => [
        tx.metadata.hash,
        tx.metadata.operationType,
      ]),
    ).toEqual([[completed.body.purchase.txHash, 'receive']])
  })

  test('behavior: a token purchase from a fiat amount, completed through the page form', async () => {
    const wallet = freshWallet()
    const { body } = await http(`${stack.api}/v1/generators/onrampurl`, {
      body: {
        destinationWallets: [{ address: wallet, assets: ['FUSD'] }],
        defaultNetwork: 'foyer-devnet-b',
        presetFiatAmount: 40,
      },
    })
    const form = await fetch(`${body.url}/complete`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      redirect: 'manual',
    })
    expect(form.status).toBe(303)
    expect(await (await fetch(body.url)).text()).toContain('Purchase complete')
    const chainB = createPublicClient({ transport: viemHttp(stack.devstack.urls.chainB) })
    const balance = await chainB.readContract({
      address: DEVSTACK_CONTRACTS.usdToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet],
    })
    expect(balance).toBe(parseUnits('40', 6))
  })

  test("behavior: the wallet's blockchain decides the chain over Coinbase's default network", async () => {
    const { body } = await http(`${stack.api}/v1/generators/onrampurl`, {
      body: {
        destinationWallets: [
          { address: freshWallet(), blockchains: ['foyer-devnet-b'], assets: ['FUSD'] },
        ],
        defaultNetwork: 'ethereum',
        presetCryptoAmount: 5,
      },
    })
    const { purchase } = await (await fetch(`${body.url}?format=json`)).json()
    expect(purchase).toMatchObject({ chainId: 31338, asset: 'FUSD', amount: '5' })
  })

  test('error: bad destination, unknown purchase', async () => {
    expect(
      (await http(`${stack.api}/v1/generators/onrampurl`, { body: { destinationWallets: [] } }))
        .status,
    ).toBe(400)
    expect(
      (await http(`${stack.api}/onramp/purchase/nope/complete`, { method: 'POST' })).status,
    ).toBe(404)
  })
})

describe('onramp on the Solana cluster', () => {
  test('default: a SOL quote on the solana network', async () => {
    const { status, body } = await http(`${stack.api}/v1/onramp/quote`, {
      body: {
        purchaseCurrency: { id: 'SOL' },
        paymentCurrency: 'USD',
        amount: '50',
        network: 'solana',
      },
    })
    expect(status).toBe(200)
    // 50 − 0.75 fee − 0.50 network fee, at 150 USD a SOL.
    expect(body.purchaseAmount).toEqual({ amount: (48.75 / 150).toFixed(8), currency: 'SOL' })
  })

  test('behavior: a completed purchase sends the SOL from the treasury to the buyer on the cluster', async () => {
    const buyer = (await generateKeyPairSigner()).address
    const generated = await http(`${stack.api}/v1/generators/onrampurl`, {
      body: {
        destinationWallets: [{ address: buyer, blockchains: ['solana'], assets: ['SOL'] }],
        defaultNetwork: 'solana',
        presetFiatAmount: 30,
      },
    })
    expect(generated.status).toBe(200)
    const html = await (await fetch(generated.body.url)).text()
    expect(html).toContain('0.200000000 SOL')
    expect(html).toContain('Foyer Solana Devnet')
    const rpc = stack.devstack.urls.solanaRpc
    expect(await lamportsOf(rpc, buyer)).toBe(0n)
    const completed = await http(`${generated.body.url}/complete`, { method: 'POST' })
    expect(completed.status).toBe(200)
    expect(completed.body.purchase).toMatchObject({
      status: 'completed',
      asset: 'SOL',
      address: buyer,
    })
    expect(completed.body.purchase.txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamportsOf(rpc, buyer)).toBe(200_000_000n)
  })

  test('error: an EVM address for the solana network, a token it does not sell there', async () => {
    const generate = (address: string, asset: string) =>
      http(`${stack.api}/v1/generators/onrampurl`, {
        body: { destinationWallets: [{ address, blockchains: ['solana'], assets: [asset] }] },
      })
    expect((await generate(freshWallet(), 'SOL')).status).toBe(400)
    const buyer = (await generateKeyPairSigner()).address
    expect((await generate(buyer, 'FUSD')).status).toBe(400)
    const quote = await http(`${stack.api}/v1/onramp/quote`, {
      body: { purchaseCurrency: 'FUSD', amount: '50', network: 'solana' },
    })
    expect(quote.status).toBe(400)
  })
})
