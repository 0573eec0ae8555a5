// @vitest-environment node
import {
  createPublicClient,
  erc20Abi,
  type Hex,
  parseEther,
  parseUnits,
  toHex,
  http as viemHttp,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { DEVSTACK_CONTRACTS, NATIVE_TOKEN_ADDRESS, TEST_ACCOUNTS } from '../config.js'
import { createTestWalletProvider } from '../test-wallet/createTestWalletProvider.js'
import { http, useTestDevstack } from '../testing/startTestDevstack.js'

const stack = useTestDevstack()

const user = TEST_ACCOUNTS[0]
const ETH = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`
const FUSD = `eip155:31337:${DEVSTACK_CONTRACTS.usdToken}`
const FOY = `eip155:31337:${DEVSTACK_CONTRACTS.token}`

const chain = () => createPublicClient({ transport: viemHttp(stack.devstack.urls.chainA) })
const fusdBalance = () =>
  chain().readContract({
    address: DEVSTACK_CONTRACTS.usdToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [user.address],
  })

/** Sends a transaction built by the API through the test wallet, as a dapp would. */
async function sendWithWallet(tx: {
  from: string
  to: string
  data: Hex
  value: string
  eip155?: { gas?: string }
}) {
  const { provider } = createTestWalletProvider({
    account: privateKeyToAccount(user.privateKey),
    chains: stack.devstack.chains,
    policy: { decision: 'approve' },
  })
  await provider.request({ method: 'eth_requestAccounts' })
  const hash = (await provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: tx.from,
        to: tx.to,
        data: tx.data,
        value: toHex(BigInt(tx.value)),
        ...(tx.eip155?.gas ? { gas: toHex(BigInt(tx.eip155.gas)) } : {}),
      },
    ],
  })) as Hex
  const receipt = await chain().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

describe('GET /v1/convert/tokens', () => {
  test('default: native coin and the seeded tokens', async () => {
    const { body } = await http(`${stack.api}/v1/convert/tokens?chainId=eip155:31337`)
    expect(
      body.tokens.map((t: { symbol: string; address: string; decimals: number }) => [
        t.symbol,
        t.address,
        t.decimals,
      ]),
    ).toEqual([
      ['ETH', ETH, 18],
      ['FUSD', FUSD, 6],
      ['FOY', FOY, 18],
    ])
  })
  test('error: unsupported network', async () => {
    const { status, body } = await http(`${stack.api}/v1/convert/tokens?chainId=eip155:1`)
    expect(status).toBe(400)
    expect(body.error).toBe('Network not supported for swaps')
  })
})

describe('GET /v1/convert/quotes', () => {
  test('default: quote from the pool reserves', async () => {
    const amount = parseEther('1').toString()
    const { status, body } = await http(
      `${stack.api}/v1/convert/quotes?amount=${amount}&userAddress=eip155:31337:${user.address}&from=${ETH}&to=${FUSD}&gasPrice=1`,
    )
    expect(status).toBe(200)
    const [quote] = body.quotes
    expect(quote).toMatchObject({ fromAmount: amount, fromAccount: ETH, toAccount: FUSD })
    expect(Number(quote.toAmount) / 1e6).toBeCloseTo(2961.6, 0)
  })
  test('behavior: a larger trade shows a larger price impact, read from the reserves', async () => {
    const impactOf = async (ether: string) => {
      const { body } = await http(
        `${stack.api}/v1/convert/quotes?amount=${parseEther(ether)}&from=${ETH}&to=${FUSD}`,
      )
      return Number(body.quotes[0].priceImpact)
    }
    const [small, large] = [await impactOf('0.01'), await impactOf('10')]
    expect(small).toBeGreaterThan(0)
    expect(small).toBeLessThan(0.1)
    // 10 ETH into a pool of about 100 ETH moves the price by about 9 %.
    expect(large).toBeGreaterThan(8)
    expect(large).toBeLessThan(10)
  })
  test('behavior: token → token is quoted through both pools, with two pool fees', async () => {
    const amount = parseUnits('300', 6).toString()
    const { status, body } = await http(
      `${stack.api}/v1/convert/quotes?amount=${amount}&from=${FUSD}&to=${FOY}`,
    )
    expect(status).toBe(200)
    const [quote] = body.quotes
    expect(quote).toMatchObject({ fromAmount: amount, fromAccount: FUSD, toAccount: FOY })
    // 300 FUSD ≈ 0.1 ETH ≈ 200 FOY, less two 0.3 % fees.
    expect(Number(quote.toAmount) / 1e18).toBeCloseTo(198.8, 0)
    expect(Number(quote.providerFeePercent)).toBeCloseTo(0.599, 3)
    expect(BigInt(quote.gasLimit)).toBeGreaterThan(100_000n)
  })
  test('error: a token to itself has no route; bad amount', async () => {
    expect(
      (await http(`${stack.api}/v1/convert/quotes?amount=1&from=${FUSD}&to=${FUSD}`)).status,
    ).toBe(404)
    expect(
      (await http(`${stack.api}/v1/convert/quotes?amount=-5&from=${ETH}&to=${FUSD}`)).status,
    ).toBe(400)
  })
  test('behavior: the fault controls make quotes fail or slow', async () => {
    const url = `${stack.api}/v1/convert/quotes?amount=1000&from=${ETH}&to=${FUSD}`
    await http(`${stack.api}/devstack/faults`, {
      body: { path: '/v1/convert/quotes', status: 500, times: 1 },
    })
    expect((await http(url)).status).toBe(500)
    expect((await http(url)).status).toBe(200)
    await http(`${stack.api}/devstack/faults`, {
      body: { path: '/v1/convert/quotes', delayMs: 1500, times: 1 },
    })
    const started = Date.now()
    expect((await http(url)).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
  })
})

describe('GET /v1/convert/gas-price', () => {
  test('default', async () => {
    const { body } = await http(`${stack.api}/v1/convert/gas-price?chainId=eip155:31337`)
    expect(BigInt(body.standard)).toBeGreaterThan(0n)
    expect(BigInt(body.fast)).toBeGreaterThanOrEqual(BigInt(body.standard))
    expect(BigInt(body.instant)).toBeGreaterThanOrEqual(BigInt(body.fast))
  })
  test('error: unsupported network', async () => {
    const { status, body } = await http(`${stack.api}/v1/convert/gas-price?chainId=eip155:1`)
    expect([status, body.error]).toEqual([400, 'Network not supported for Gas Price'])
  })
  test('behavior: the fault controls make the gas price fail', async () => {
    await http(`${stack.api}/devstack/faults`, {
      body: { path: '/v1/convert/gas-price', status: 503, times: 1 },
    })
    const url = `${stack.api}/v1/convert/gas-price?chainId=eip155:31337`
    expect((await http(url)).status).toBe(503)
    expect((await http(url)).status).toBe(200)
  })
})

describe('swap end to end', () => {
  test('behavior: a native → token swap built by the API changes both balances on the chain', async () => {
    const amount = parseEther('2')
    const ethBefore = await chain().getBalance({ address: user.address })
    const fusdBefore = await fusdBalance()
    const quote = await http(
      `${stack.api}/v1/convert/quotes?amount=${amount}&from=${ETH}&to=${FUSD}`,
    )
    const built = await http(`${stack.api}/v1/convert/build-transaction`, {
      body: {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        projectId: 'test',
        from: ETH,
        to: FUSD,
        userAddress: `eip155:31337:${user.address}`,
        disableEstimate: false,
      },
    })
    expect(built.status).toBe(200)
    expect(built.body.tx).toMatchObject({
      from: user.address,
      to: DEVSTACK_CONTRACTS.usdPool,
      value: amount.toString(),
    })
    const receipt = await sendWithWallet(built.body.tx)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await chain().getBalance({ address: user.address })).toBe(ethBefore - amount - fee)
    expect(await fusdBalance()).toBe(fusdBefore + BigInt(quote.body.quotes[0].toAmount))
  })

  test('behavior: token → native needs the allowance that build-approve gives, then swaps', async () => {
    const amount = parseUnits('300', 6)
    const allowance = await http(
      `${stack.api}/v1/convert/allowance?tokenAddress=${FUSD}&userAddress=eip155:31337:${user.address}`,
    )
    expect(allowance.body).toEqual({ allowance: '0' })

    const approve = await http(
      `${stack.api}/v1/convert/build-approve?userAddress=${user.address}&from=${FUSD}&to=${ETH}&amount=${amount}`,
    )
    expect(approve.body.tx).toMatchObject({ to: DEVSTACK_CONTRACTS.usdToken, value: '0' })
    await sendWithWallet(approve.body.tx)
    expect(
      (
        await http(
          `${stack.api}/v1/convert/allowance?tokenAddress=${FUSD}&userAddress=${user.address}`,
        )
      ).body,
    ).toEqual({ allowance: amount.toString() })

    const ethBefore = await chain().getBalance({ address: user.address })
    const fusdBefore = await fusdBalance()
    const built = await http(`${stack.api}/v1/convert/build-transaction`, {
      body: {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        from: FUSD,
        to: ETH,
        userAddress: user.address,
      },
    })
    expect(built.body.tx).toMatchObject({ to: DEVSTACK_CONTRACTS.usdPool, value: '0' })
    const receipt = await sendWithWallet(built.body.tx)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await fusdBalance()).toBe(fusdBefore - amount)
    const received = (await chain().getBalance({ address: user.address })) - ethBefore + fee
    expect(received).toBeGreaterThanOrEqual(BigInt(built.body.quote.minToAmount))
    expect(received).toBe(BigInt(built.body.quote.toAmount))
  })

  test('behavior: token → token approves the first pool, then swaps through both at once', async () => {
    const amount = parseUnits('150', 6)
    const foyBalance = () =>
      chain().readContract({
        address: DEVSTACK_CONTRACTS.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [user.address],
      })
    const approve = await http(
      `${stack.api}/v1/convert/build-approve?userAddress=${user.address}&from=${FUSD}&to=${FOY}&amount=${amount}`,
    )
    expect(approve.body.tx).toMatchObject({ to: DEVSTACK_CONTRACTS.usdToken, value: '0' })
    await sendWithWallet(approve.body.tx)

    const fusdBefore = await fusdBalance()
    const foyBefore = await foyBalance()
    const built = await http(`${stack.api}/v1/convert/build-transaction`, {
      body: {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        from: FUSD,
        to: FOY,
        userAddress: user.address,
      },
    })
    expect(built.status).toBe(200)
    expect(built.body.tx).toMatchObject({ to: DEVSTACK_CONTRACTS.usdPool, value: '0' })
    await sendWithWallet(built.body.tx)
    expect(await fusdBalance()).toBe(fusdBefore - amount)
    expect(await foyBalance()).toBe(foyBefore + BigInt(built.body.quote.toAmount))
  })

  test('error: build-approve for the native coin, bad slippage', async () => {
    expect(
      (
        await http(
          `${stack.api}/v1/convert/build-approve?userAddress=${user.address}&from=${ETH}&to=${FUSD}`,
        )
      ).status,
    ).toBe(400)
    const bad = await http(`${stack.api}/v1/convert/build-transaction`, {
      body: {
        amount: '1000',
        eip155: { slippage: 'lots' },
        from: ETH,
        to: FUSD,
        userAddress: user.address,
      },
    })
    expect(bad.status).toBe(400)
  })
})
