// The onramp through `@foyer/headless/api`, against the devstack's real routes
// (devstack/src/routes/onramp.ts): options, quotes, and a purchase URL whose completion really
// funds a fresh wallet on chain A, then shows in its onramp activity. TEST_ACCOUNTS[4] sends
// the one transfer that is not a purchase.
import {
  DEVSTACK_API_URL,
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_A_NAME,
  DEVSTACK_CONTRACTS,
  DEVSTACK_TOKENS,
  NATIVE_PRICE_USD,
  TEST_ACCOUNTS,
} from '@foyer/devstack/config'
import {
  generateOnrampUrl,
  getOnrampOptions,
  getOnrampQuote,
  getTransactionHistory,
  placeholderOnrampQuote,
  sampleOnrampOptions,
} from '@foyer/headless/api'
import { parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  blockchainApi,
  CHAIN_A,
  chainA,
  freshAccount,
  sendEth,
  tokenBalanceOf,
} from './apiHelpers.js'

/** The onramp's name of chain A ("Foyer Devnet" → "foyer-devnet"). */
const NETWORK = DEVSTACK_CHAIN_A_NAME.toLowerCase().replace(/ /g, '-')
const [FUSD] = DEVSTACK_TOKENS

type Purchase = { address: string; asset: string; amount: string; status: string; txHash: string }

/** The purchase page behind a generated URL, and its "Complete purchase" (no Foyer code). */
async function readPurchase(url: string) {
  const response = await fetch(`${url}?format=json`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { purchase: Purchase }).purchase
}
async function completePurchase(url: string) {
  const response = await fetch(`${url}/complete`, { method: 'POST' })
  expect(response.status).toBe(200)
  return ((await response.json()) as { purchase: Purchase }).purchase
}

describe('onramp: getOnrampOptions, getOnrampQuote, generateOnrampUrl', () => {
  const api = blockchainApi()

  test('behavior: the options are the devstack’s coins on its networks, with SPEC §9 limits', async () => {
    const options = await getOnrampOptions(api)
    expect(options).not.toEqual(sampleOnrampOptions())
    // The EVM chains' coins, then SOL on the Solana cluster (its own treasury sells it).
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual([
      'ETH',
      ...DEVSTACK_TOKENS.map((token) => token.symbol),
      'SOL',
    ])
    const fusd = options.purchaseCurrencies.find((currency) => currency.symbol === FUSD.symbol)
    expect(fusd?.networks).toContainEqual({
      name: NETWORK,
      display_name: DEVSTACK_CHAIN_A_NAME,
      chain_id: String(DEVSTACK_CHAIN_A_ID),
      contract_address: DEVSTACK_CONTRACTS.usdToken,
    })
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
  })

  test('behavior: a quote takes 1.5 % and 0.50 USD, and buys the rest at the coin’s price', async () => {
    const quote = await getOnrampQuote(api, {
      purchaseCurrency: { id: 'ETH', symbol: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: 100,
      network: NETWORK,
    })
    expect(quote.quoteId).not.toBe('placeholder')
    expect(quote).toEqual(
      expect.objectContaining({
        paymentTotal: { amount: '100.00', currency: 'USD' },
        coinbaseFee: { amount: '1.50', currency: 'USD' },
        networkFee: { amount: '0.50', currency: 'USD' },
        paymentSubtotal: { amount: '98.00', currency: 'USD' },
      }),
    )
    expect(quote.purchaseAmount.currency).toBe('ETH')
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(98 / NATIVE_PRICE_USD, 8)

    const tokens = await getOnrampQuote(api, {
      purchaseCurrency: { id: FUSD.symbol, symbol: FUSD.symbol },
      paymentCurrency: { id: 'USD' },
      amount: '250',
      network: NETWORK,
    })
    expect(tokens.purchaseAmount.currency).toBe(FUSD.symbol)
    expect(Number(tokens.purchaseAmount.amount)).toBeCloseTo((250 - 3.75 - 0.5) / FUSD.priceUsd, 6)
  })

  test('behavior: an amount under the card minimum gets the placeholder quote', async () => {
    const parameters = {
      purchaseCurrency: { id: 'ETH', symbol: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: 5,
      network: NETWORK,
    }
    expect(await getOnrampQuote(api, parameters)).toEqual(placeholderOnrampQuote(parameters))
  })

  test('behavior: the generated URL buys the preset coin amount into the wallet', async () => {
    const buyer = freshAccount().address
    const url = await generateOnrampUrl(api, {
      destinationWallets: [{ address: buyer, blockchains: [NETWORK], assets: ['ETH'] }],
      defaultNetwork: NETWORK,
      partnerUserId: buyer,
      presetCryptoAmount: 0.2,
    })
    expect(url).toMatch(new RegExp(`^${DEVSTACK_API_URL}/onramp/purchase/[\\w-]+$`))
    expect(await readPurchase(url)).toEqual(
      expect.objectContaining({ address: buyer, asset: 'ETH', amount: '0.2', status: 'pending' }),
    )
    expect(await chainA.getBalance({ address: buyer })).toBe(0n)

    const purchase = await completePurchase(url)
    expect(purchase.status).toBe('completed')
    expect(await chainA.getBalance({ address: buyer })).toBe(parseEther('0.2'))

    // A transfer from someone else is activity, but not onramp activity.
    const gift = await sendEth(TEST_ACCOUNTS[4], buyer, 1n)
    const all = await getTransactionHistory(api, { account: buyer, caipNetworkId: CHAIN_A })
    expect(all.data.map((transaction) => transaction.id)).toEqual([gift, purchase.txHash])
    const onramp = await getTransactionHistory(api, {
      account: buyer,
      caipNetworkId: CHAIN_A,
      onramp: 'coinbase',
    })
    expect(onramp.data.map((transaction) => transaction.id)).toEqual([purchase.txHash])
    expect(onramp.data[0]?.metadata.operationType).toBe('receive')
  })

  test('behavior: a preset fiat amount buys tokens at their price', async () => {
    const buyer = freshAccount().address
    const url = await generateOnrampUrl(api, {
      destinationWallets: [{ address: buyer, blockchains: [NETWORK], assets: [FUSD.symbol] }],
      defaultNetwork: NETWORK,
      partnerUserId: buyer,
      presetFiatAmount: 50,
    })
    await completePurchase(url)
    expect(await tokenBalanceOf(DEVSTACK_CONTRACTS.usdToken, buyer)).toBe(
      parseUnits(String(50 / FUSD.priceUsd), FUSD.decimals),
    )
    // The tokens are minted to the wallet.
    const all = await getTransactionHistory(api, { account: buyer, caipNetworkId: CHAIN_A })
    expect(all.data).toHaveLength(1)
    expect(all.data[0]?.metadata.operationType).toBe('mint')
  })
})
