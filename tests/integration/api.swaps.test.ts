// The swap part of the blockchain API through `@foyer/headless/api`, against the devstack's real
// routes (devstack/src/routes/convert.ts) and its seeded ETH ⇄ FUSD pool on chain A. Quotes are
// checked against the pool's constant-product formula on reserves read from the chain, and every
// built transaction is sent with viem by a fresh account funded by TEST_ACCOUNTS[3]; this file is
// the only one that trades on the pools.
import { DEVSTACK_CONTRACTS, DEVSTACK_TOKENS, TEST_ACCOUNTS } from '@foyer/devstack/config'
import {
  GasPriceNetworkNotSupportedError,
  HttpStatusError,
  SwapNetworkNotSupportedError,
} from '@foyer/headless'
import {
  type BuiltTransaction,
  buildApproveTransaction,
  buildSwapTransaction,
  getGasPrice,
  getSwapAllowance,
  getSwapQuotes,
  getSwapTokens,
  getTransactionHistory,
} from '@foyer/headless/api'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  blockchainApi,
  CHAIN_A,
  chainA,
  ETH_A,
  FUSD_A,
  freshAccount,
  mined,
  sendEth,
  tokenBalanceOf,
  walletOn,
} from './apiHelpers.js'

const poolAbi = parseAbi([
  'function reserveNative() view returns (uint256)',
  'function reserveToken() view returns (uint256)',
  'function swapNativeForToken(uint256 minTokenOut, address to) payable returns (uint256)',
  'function swapTokenForNative(uint256 tokenIn, uint256 minNativeOut, address to) returns (uint256)',
])
const pool = DEVSTACK_CONTRACTS.usdPool
const fusd = DEVSTACK_CONTRACTS.usdToken

/** What the pool pays for `amountIn` (x·y = k, 0.3 % fee), from its reserves on the chain. */
async function expectedOut(direction: 'nativeToToken' | 'tokenToNative', amountIn: bigint) {
  const read = (functionName: 'reserveNative' | 'reserveToken') =>
    chainA.readContract({ address: pool, abi: poolAbi, functionName })
  const [native, token] = await Promise.all([read('reserveNative'), read('reserveToken')])
  const [reserveIn, reserveOut] = direction === 'nativeToToken' ? [native, token] : [token, native]
  const withFee = amountIn * 9_970n
  return (withFee * reserveOut) / (reserveIn * 10_000n + withFee)
}

/** Sends a built transaction as a dapp would: its target, data, value and gas. */
async function send(trader: ReturnType<typeof freshAccount>, tx: BuiltTransaction) {
  expect(tx.from).toBe(trader.address)
  const gas = tx.eip155?.gas
  const hash = await walletOn(trader).sendTransaction({
    to: tx.to as Address,
    data: tx.data,
    value: BigInt(tx.value ?? '0'),
    ...(gas ? { gas: BigInt(gas) } : {}),
  })
  return mined(hash)
}

describe('swaps on the seeded pools', () => {
  const api = blockchainApi()
  const trader = freshAccount()
  let swapHash: Hex | undefined

  test('behavior: the swappable tokens are the native coin and the seeded tokens', async () => {
    const tokens = await getSwapTokens(api, { caipNetworkId: CHAIN_A })
    expect(tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: ETH_A, decimals: 18 },
      ...DEVSTACK_TOKENS.map((token) => ({
        symbol: token.symbol,
        address: `${CHAIN_A}:${token.address}`,
        decimals: token.decimals,
      })),
    ])
    expect(await getSwapTokens(api, { caipNetworkId: 'eip155:1' })).toEqual([])
  })

  test('behavior: gas prices in wei, standard ≤ fast ≤ instant', async () => {
    const prices = await getGasPrice(api, { caipNetworkId: CHAIN_A })
    const [standard, fast, instant] = [prices.standard, prices.fast, prices.instant].map(BigInt)
    expect(standard).toBeGreaterThan(0n)
    expect(fast).toBeGreaterThanOrEqual(standard as bigint)
    expect(instant).toBeGreaterThanOrEqual(fast as bigint)
    await expect(getGasPrice(api, { caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      GasPriceNetworkNotSupportedError,
    )
  })

  test('behavior: ETH → FUSD is quoted from the pool, built, and really swaps', async () => {
    await sendEth(TEST_ACCOUNTS[3], trader.address, parseEther('10'))
    const amount = parseEther('1')
    const { standard: gasPrice } = await getGasPrice(api, { caipNetworkId: CHAIN_A })
    const quotes = await getSwapQuotes(api, {
      caipNetworkId: CHAIN_A,
      amount: amount.toString(),
      userAddress: trader.address,
      from: ETH_A,
      to: FUSD_A,
      gasPrice,
    })
    const out = await expectedOut('nativeToToken', amount)
    expect(quotes).toEqual([
      expect.objectContaining({
        fromAmount: amount.toString(),
        fromAccount: ETH_A,
        toAmount: out.toString(),
        toAccount: FUSD_A,
      }),
    ])

    const tx = await buildSwapTransaction(api, {
      caipNetworkId: CHAIN_A,
      amount: amount.toString(),
      from: ETH_A,
      to: FUSD_A,
      userAddress: trader.address,
    })
    expect(tx.to).toBe(pool)
    expect(tx.value).toBe(amount.toString())
    expect(BigInt(tx.eip155?.gas ?? '0')).toBeGreaterThan(21_000n)
    // The default slippage (1 %) is what the pool is told to accept at worst.
    const call = decodeFunctionData({ abi: poolAbi, data: tx.data })
    expect(call.functionName).toBe('swapNativeForToken')
    expect(call.args).toEqual([(out * 99n) / 100n, trader.address])

    const receipt = await send(trader, tx)
    swapHash = receipt.transactionHash
    expect(await tokenBalanceOf(fusd, trader.address)).toBe(out)
  })

  test('behavior: FUSD needs an approval; it is built, sent, and read back', async () => {
    const allowance = { caipNetworkId: CHAIN_A, tokenAddress: FUSD_A, userAddress: trader.address }
    expect(await getSwapAllowance(api, allowance)).toBe('0')
    // The native coin needs none.
    expect(BigInt(await getSwapAllowance(api, { ...allowance, tokenAddress: ETH_A }))).toBe(
      maxUint256,
    )

    const tx = await buildApproveTransaction(api, {
      caipNetworkId: CHAIN_A,
      userAddress: trader.address,
      from: FUSD_A,
      to: ETH_A,
    })
    expect(tx.to).toBe(fusd)
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data }).args).toEqual([pool, maxUint256])
    expect(BigInt(tx.eip155?.gasPrice ?? '0')).toBeGreaterThan(0n)
    await send(trader, tx)

    const onChain = await chainA.readContract({
      address: fusd,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [trader.address, pool],
    })
    expect(onChain).toBe(maxUint256)
    expect(await getSwapAllowance(api, allowance)).toBe(onChain.toString())
  })

  test('behavior: FUSD → ETH swaps back at the quoted price', async () => {
    const amount = (await tokenBalanceOf(fusd, trader.address)) / 2n
    const out = await expectedOut('tokenToNative', amount)
    const [quote] = await getSwapQuotes(api, {
      caipNetworkId: CHAIN_A,
      amount: amount.toString(),
      userAddress: trader.address,
      from: FUSD_A,
      to: ETH_A,
      gasPrice: '0',
    })
    expect(quote?.toAmount).toBe(out.toString())

    const tx = await buildSwapTransaction(api, {
      caipNetworkId: CHAIN_A,
      amount: amount.toString(),
      from: FUSD_A,
      to: ETH_A,
      userAddress: trader.address,
      slippage: 5,
    })
    const call = decodeFunctionData({ abi: poolAbi, data: tx.data })
    expect(call.functionName).toBe('swapTokenForNative')
    expect(call.args).toEqual([amount, (out * 95n) / 100n, trader.address])

    const before = await chainA.getBalance({ address: trader.address })
    const fusdBefore = await tokenBalanceOf(fusd, trader.address)
    const receipt = await send(trader, tx)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await chainA.getBalance({ address: trader.address })).toBe(before + out - fee)
    expect(await tokenBalanceOf(fusd, trader.address)).toBe(fusdBefore - amount)
  })

  test('behavior: the swap shows as a trade in the trader’s activity', async () => {
    const page = await getTransactionHistory(api, {
      account: trader.address,
      caipNetworkId: CHAIN_A,
    })
    const trade = page.data.find((transaction) => transaction.id === swapHash)
    expect(trade?.metadata.operationType).toBe('trade')
    expect(trade?.transfers.map((transfer) => transfer.direction).sort()).toEqual(['in', 'out'])
  })

  test('error: unsupported networks and unrouted pairs throw', async () => {
    const quote = {
      amount: '1000',
      userAddress: trader.address,
      from: FUSD_A,
      to: FUSD_A,
      gasPrice: '0',
    }
    const error = await getSwapQuotes(api, { caipNetworkId: CHAIN_A, ...quote }).catch((e) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).status).toBe(404)
    await expect(
      getSwapQuotes(api, { caipNetworkId: 'eip155:1', ...quote }),
    ).rejects.toBeInstanceOf(SwapNetworkNotSupportedError)
    const build = { amount: '1', from: ETH_A, to: FUSD_A, userAddress: trader.address }
    await expect(
      buildSwapTransaction(api, { caipNetworkId: 'eip155:1', ...build }),
    ).rejects.toBeInstanceOf(SwapNetworkNotSupportedError)
    await expect(
      buildApproveTransaction(api, { caipNetworkId: 'eip155:1', ...build }),
    ).rejects.toBeInstanceOf(SwapNetworkNotSupportedError)
    expect(
      await getSwapAllowance(api, {
        caipNetworkId: 'eip155:1',
        tokenAddress: FUSD_A,
        userAddress: trader.address,
      }),
    ).toBe('0')
  })
})
