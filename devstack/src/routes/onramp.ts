import { Hono } from 'hono'
import { getAddress, isAddress, parseUnits } from 'viem'
import { deployerClientFor, findChain, publicClientFor } from '../blockchain/chains.js'
import { ALL_ASSETS, type KnownAsset, NATIVE_ASSET } from '../blockchain/tokens.js'
import type { DevstackChainInfo, DevstackContext } from '../context.js'
import { DEVSTACK_SOLANA_NAME } from '../solana/constants.js'
import type { OnrampPurchase } from '../state.js'
import {
  fundSol,
  isSolanaAsset,
  isSolanaDestination,
  isSolanaNetwork,
  SOLANA_ONRAMP_ASSET,
  SOLANA_PURCHASE_CHAIN_ID,
  solanaPurchaseCurrency,
} from './onrampSolana.js'

/** Provider fee of a quote, as a fraction of the payment. */
export const ONRAMP_FEE_RATE = 0.015
/** Flat network fee of a quote, in USD. */
export const ONRAMP_NETWORK_FEE_USD = 0.5

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** Network name used by the onramp API for a devstack chain ("foyer-devnet", "foyer-devnet-b"). */
export const onrampNetworkName = (chain: DevstackChainInfo) =>
  chain.name.toLowerCase().replace(/\s+/g, '-')

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

const idOf = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value
      ? String((value as { id: unknown }).id)
      : undefined

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;' +
  'color:#16241f;background:#f4f1e8}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;' +
  'border:0;background:#1f6f5c;color:#fff;cursor:pointer}dt{font-weight:600}</style></head>' +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`

/**
 * The onramp: options, quotes, a URL generator pointing at a local purchase page, and the page,
 * whose "Complete purchase" really funds the wallet on the chain (native coin sent by the
 * devstack's deployer, tokens minted by it). With the Solana cluster, SOL is sold there too
 * (network 'solana', a base58 destination), sent by the Solana treasury.
 */
export function onrampRoutes(context: DevstackContext) {
  const { onramp } = context.state
  const app = new Hono()
  const queues = new Map<number, Promise<unknown>>()

  const chainFromNetwork = (network: unknown) => {
    if (typeof network !== 'string' || !network) return context.chains[0]!
    return (
      context.chains.find((chain) => onrampNetworkName(chain) === network.toLowerCase()) ??
      findChain(context, network)
    )
  }
  const assetFromId = (id: string | undefined): KnownAsset | undefined =>
    ALL_ASSETS.find((asset) => asset.symbol.toLowerCase() === (id ?? 'ETH').toLowerCase())

  const solanaRpcUrl = context.solanaRpcUrl
  app.get('/v1/onramp/options', (c) =>
    c.json({
      purchaseCurrencies: [
        ...ALL_ASSETS.map((asset) => ({
          id: asset.symbol,
          name: asset.name,
          symbol: asset.symbol,
          networks: context.chains.map((chain) => ({
            name: onrampNetworkName(chain),
            display_name: chain.name,
            chain_id: String(chain.id),
            contract_address: asset.native ? '' : asset.address,
          })),
        })),
        ...(solanaRpcUrl ? [solanaPurchaseCurrency()] : []),
      ],
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        },
      ],
    }),
  )

  app.post('/v1/onramp/quote', async (c) => {
    const body = ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>
    const solana = Boolean(solanaRpcUrl) && isSolanaNetwork(body.network)
    const purchaseId = idOf(body.purchaseCurrency)
    const asset = solana
      ? isSolanaAsset(purchaseId)
        ? SOLANA_ONRAMP_ASSET
        : undefined
      : assetFromId(purchaseId)
    if (!asset) return c.json({ error: 'Unknown purchaseCurrency' }, 400)
    const payment = (idOf(body.paymentCurrency) ?? 'USD').toUpperCase()
    if (payment !== 'USD') return c.json({ error: `Unsupported paymentCurrency: ${payment}` }, 400)
    if (!solana && !chainFromNetwork(body.network)) {
      return c.json({ error: 'Unsupported network' }, 400)
    }
    const amount = Number(body.amount)
    if (
      typeof body.amount !== 'string' ||
      !Number.isFinite(amount) ||
      amount < 10 ||
      amount > 7500
    ) {
      return c.json({ error: 'amount must be a string between 10.00 and 7500.00 USD' }, 400)
    }
    const fee = Math.round(amount * ONRAMP_FEE_RATE * 100) / 100
    const subtotal = amount - fee - ONRAMP_NETWORK_FEE_USD
    const purchased = (subtotal / asset.priceUsd).toFixed(Math.min(asset.decimals, 8))
    const usd = (value: number) => ({ amount: value.toFixed(2), currency: 'USD' })
    return c.json({
      coinbaseFee: usd(fee),
      networkFee: usd(ONRAMP_NETWORK_FEE_USD),
      paymentSubtotal: usd(subtotal),
      paymentTotal: usd(amount),
      purchaseAmount: { amount: purchased, currency: asset.symbol },
      quoteId: crypto.randomUUID(),
    })
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    const body = ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>
    const wallets = body.destinationWallets
    const first = Array.isArray(wallets)
      ? (wallets[0] as Record<string, unknown> | undefined)
      : undefined
    const address = first?.address
    const blockchains = Array.isArray(first?.blockchains) ? first.blockchains : []
    const fiat = body.presetFiatAmount !== undefined ? Number(body.presetFiatAmount) : undefined
    if (solanaRpcUrl && isSolanaNetwork(blockchains[0] ?? body.defaultNetwork)) {
      if (!isSolanaDestination(address)) {
        return c.json({ error: 'destinationWallets[0].address must be a Solana address' }, 400)
      }
      const assets = Array.isArray(first?.assets) ? first.assets : []
      if (!isSolanaAsset(typeof assets[0] === 'string' ? assets[0] : 'SOL')) {
        return c.json({ error: 'Unknown asset' }, 400)
      }
      const amount =
        body.presetCryptoAmount !== undefined
          ? String(body.presetCryptoAmount)
          : fiat !== undefined && Number.isFinite(fiat)
            ? (fiat / SOLANA_ONRAMP_ASSET.priceUsd).toFixed(SOLANA_ONRAMP_ASSET.decimals)
            : '0.1'
      if (!(Number(amount) > 0)) return c.json({ error: 'Purchase amount must be positive' }, 400)
      return c.json({ url: record(address, SOLANA_PURCHASE_CHAIN_ID, 'SOL', amount, fiat) })
    }
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      return c.json({ error: 'destinationWallets[0].address must be an address' }, 400)
    }
    // The wallet's own blockchain says where the funds go; `defaultNetwork` is only what the
    // page shows first (Coinbase's list falls back to 'ethereum' for a chain it does not name).
    const chain =
      (typeof blockchains[0] === 'string' ? chainFromNetwork(blockchains[0]) : undefined) ??
      chainFromNetwork(body.defaultNetwork)
    if (!chain) return c.json({ error: 'Unsupported network' }, 400)
    const assets = Array.isArray(first?.assets) ? first.assets : []
    const asset = assetFromId(typeof assets[0] === 'string' ? assets[0] : undefined)
    if (!asset) return c.json({ error: 'Unknown asset' }, 400)
    const crypto_ =
      body.presetCryptoAmount !== undefined ? String(body.presetCryptoAmount) : undefined
    const amount =
      crypto_ ??
      (fiat !== undefined && Number.isFinite(fiat)
        ? (fiat / asset.priceUsd).toFixed(Math.min(asset.decimals, 8))
        : asset.native
          ? '0.1'
          : '100')
    if (!(Number(amount) > 0)) return c.json({ error: 'Purchase amount must be positive' }, 400)
    return c.json({ url: record(getAddress(address), chain.id, asset.symbol, amount, fiat) })
  })

  /** Records a pending purchase; returns its page's URL. */
  function record(to: string, chainId: number, asset: string, amount: string, fiat?: number) {
    const purchase: OnrampPurchase = {
      id: crypto.randomUUID(),
      address: to,
      chainId,
      asset,
      amount,
      fiatAmount: fiat !== undefined && Number.isFinite(fiat) ? fiat.toFixed(2) : null,
      status: 'pending',
      txHash: null,
      createdAt: new Date().toISOString(),
    }
    onramp.set(purchase.id, purchase)
    return `${context.apiUrl}/onramp/purchase/${purchase.id}`
  }
  const isSolanaPurchase = (purchase: OnrampPurchase) =>
    purchase.chainId === SOLANA_PURCHASE_CHAIN_ID && isSolanaDestination(purchase.address)

  app.get('/onramp/purchase/:id', (c) => {
    const purchase = onramp.get(c.req.param('id'))
    if (!purchase)
      return c.html(page('Purchase not found', '<p>This purchase link is unknown.</p>'), 404)
    if (c.req.query('format') === 'json') return c.json({ purchase })
    const chain = isSolanaPurchase(purchase)
      ? { name: DEVSTACK_SOLANA_NAME }
      : context.chains.find((candidate) => candidate.id === purchase.chainId)
    const details =
      `<dl><dt>Buy</dt><dd>${escapeHtml(purchase.amount)} ${escapeHtml(purchase.asset)}</dd>` +
      `<dt>Network</dt><dd>${escapeHtml(chain?.name ?? String(purchase.chainId))}</dd>` +
      `<dt>To wallet</dt><dd><code>${escapeHtml(purchase.address)}</code></dd></dl>`
    if (purchase.status === 'completed') {
      return c.html(
        page(
          'Purchase complete',
          `${details}<p role="status">Funds sent in <code>${escapeHtml(purchase.txHash ?? '')}</code>.</p>`,
        ),
      )
    }
    return c.html(
      page(
        'Foyer devstack onramp',
        `${details}<form method="post" action="/onramp/purchase/${escapeHtml(purchase.id)}/complete">` +
          '<button type="submit">Complete purchase</button></form>',
      ),
    )
  })

  app.post('/onramp/purchase/:id/complete', async (c) => {
    const purchase = onramp.get(c.req.param('id'))
    if (!purchase) return c.json({ error: 'Purchase not found' }, 404)
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html')
    if (purchase.status === 'completed') {
      return wantsHtml
        ? c.redirect(`/onramp/purchase/${purchase.id}`, 303)
        : c.json({ error: 'Purchase already completed', purchase }, 409)
    }
    const chain = context.chains.find((candidate) => candidate.id === purchase.chainId)
    const asset = assetFromId(purchase.asset)
    const solana = isSolanaPurchase(purchase) && solanaRpcUrl
    if (!solana && (!chain || !asset))
      return c.json({ error: 'Purchase refers to an unknown chain or asset' }, 500)
    const fund = async () => {
      if (solana) return fundSol(solana, purchase.address, purchase.amount)
      if (!chain || !asset) throw new Error('unreachable')
      const wallet = deployerClientFor(chain)
      const amount = parseUnits(purchase.amount, asset.decimals)
      const to = getAddress(purchase.address)
      const hash =
        asset === NATIVE_ASSET || asset.native
          ? await wallet.sendTransaction({ to, value: amount })
          : await wallet.writeContract({
              address: asset.address,
              abi: mintAbi,
              functionName: 'mint',
              args: [to, amount],
            })
      const receipt = await publicClientFor(chain).waitForTransactionReceipt({
        hash,
        pollingInterval: 50,
      })
      if (receipt.status !== 'success') throw new Error(`Funding transaction ${hash} reverted`)
      return hash
    }
    // One funding transaction at a time per chain, so the deployer's nonces never collide.
    const queue = purchase.chainId
    const previous = queues.get(queue) ?? Promise.resolve()
    const run = previous.catch(() => undefined).then(fund)
    queues.set(queue, run)
    const hash = await run
    purchase.status = 'completed'
    purchase.txHash = hash
    return wantsHtml ? c.redirect(`/onramp/purchase/${purchase.id}`, 303) : c.json({ purchase })
  })

  return app
}
