import { createRequire } from 'node:module'
import {
  DEVSTACK_TOKENS,
  devstackChainA,
  TEST_ACCOUNTS,
  TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const stories = 'http://127.0.0.1:61000'
// ui-primitives' QR tests decode with jsqr; the e2e test borrows it to read the rendered QR.
const jsQR = createRequire(new URL('../../ui-primitives/package.json', import.meta.url))(
  'jsqr',
) as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null

const sender = TEST_WALLET_ACCOUNT.address
const recipient = TEST_ACCOUNTS[2].address
const fusd = DEVSTACK_TOKENS.find((token) => token.symbol === 'FUSD')
const chain = createPublicClient({ chain: devstackChainA, transport: http() })
const fusdBalance = (address: `0x${string}`) =>
  chain.readContract({
    address: fusd?.address as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function connectTestWallet(page: Page) {
  await setWalletPolicy(page, 'approve')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  await expect(page.getByRole('button', { name: new RegExp(shortAddress(sender)) })).toBeVisible()
}

/** Fills the Send view with a token, an amount and the receiver, reviews, sends; returns the preview. */
async function send(page: Page, symbol: string, amount: string, shot: string) {
  await page.getByRole('button', { name: 'Send tokens' }).click()
  const form = page.getByRole('dialog', { name: 'Send' })
  await form.getByTestId('send-token').click()
  const picker = page.getByRole('dialog', { name: 'Select Token' })
  await picker.getByRole('button', { name: new RegExp(` ${symbol}$`) }).click()
  await expect(form.getByTestId('send-token')).toContainText(symbol)
  await form.getByLabel('Amount').fill(amount)
  await form.getByLabel('To').fill(recipient)
  await expect(form.getByTestId('send-fee')).toContainText(/Network fee: 0\.\d+ ETH/)
  await expect(form.getByTestId('send-message')).toHaveText('')
  await page.screenshot({ path: `${artifacts}send-${shot}-form.png` })
  await form.getByRole('button', { name: 'Review send' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByTestId('preview-amount')).toContainText(`${amount} ${symbol}`)
  await expect(preview.getByTestId('preview-receiver')).toHaveText(shortAddress(recipient))
  await expect(preview.getByText('Foyer Devnet')).toBeVisible()
  await page.screenshot({ path: `${artifacts}send-${shot}-preview.png` })
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(preview.getByText(`Sent ${amount} ${symbol}`)).toBeVisible({ timeout: 20_000 })
  await page.screenshot({ path: `${artifacts}send-${shot}-success.png` })
  await preview.getByRole('button', { name: 'Done' }).click()
  await page.keyboard.press('Escape')
}

test('send 0.001 ETH and 1.5 FUSD to anvil account #2; both balances change on chain', async ({
  page,
  axe,
}) => {
  await connectTestWallet(page)
  await page.getByRole('button', { name: 'Send tokens' }).click()
  const form = page.getByRole('dialog', { name: 'Send' })
  await expect(form.getByTestId('send-message')).toHaveText(
    'An amount and receiver address are required',
  )
  // The view itself (the modal's configuration alert above it is not the send view's).
  expect(await axe('[role="dialog"] form[data-state]')).toEqual([])
  await page.keyboard.press('Escape')

  const [ethFrom, ethTo] = await Promise.all([
    chain.getBalance({ address: sender }),
    chain.getBalance({ address: recipient }),
  ])
  await send(page, 'ETH', '0.001', 'eth')
  await expect
    .poll(() => chain.getBalance({ address: recipient }))
    .toBe(ethTo + parseEther('0.001'))
  expect(ethFrom - (await chain.getBalance({ address: sender }))).toBeGreaterThan(
    parseEther('0.001'),
  )

  const [usdFrom, usdTo] = await Promise.all([fusdBalance(sender), fusdBalance(recipient)])
  await send(page, 'FUSD', '1.5', 'fusd')
  await expect.poll(() => fusdBalance(recipient)).toBe(usdTo + parseUnits('1.5', 6))
  expect(usdFrom - (await fusdBalance(sender))).toBe(parseUnits('1.5', 6))
})

test('receive: the QR code decodes to the connected address', async ({ page, axe }) => {
  await connectTestWallet(page)
  await page.getByRole('button', { name: 'Receive' }).click()
  const dialog = page.getByRole('dialog', { name: 'Receive' })
  const qr = dialog.getByTestId('receive-qr')
  await expect(qr).toHaveAttribute('data-address', sender)
  await expect(dialog.getByTestId('receive-address')).toHaveText(sender)
  await expect(dialog.getByRole('list', { name: /networks/ })).toContainText('Foyer Devnet')
  expect(await axe('[role="dialog"] [data-state="ready"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}receive.png` })
  // The SVG as the page renders it, drawn black on white on a canvas and read back.
  const size = 400
  const pixels = await qr.locator('svg').evaluate(async (svg, side) => {
    const copy = svg.cloneNode(true) as SVGSVGElement
    copy.setAttribute('width', String(side - 80))
    copy.setAttribute('height', String(side - 80))
    copy.querySelector('path')?.setAttribute('fill', '#000')
    const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`
    const image = new Image()
    await new Promise((resolve, reject) => {
      image.onload = resolve
      image.onerror = reject
      image.src = url
    })
    const canvas = document.createElement('canvas')
    canvas.width = side
    canvas.height = side
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = '#fff'
    context.fillRect(0, 0, side, side)
    context.drawImage(image, 40, 40)
    return Array.from(context.getImageData(0, 0, side, side).data)
  }, size)
  expect(jsQR(new Uint8ClampedArray(pixels), size, size)?.data).toBe(sender)
  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect(dialog.getByRole('button', { name: 'Address copied' })).toBeVisible()
})

test('story: a bespoke send form on useSendForm alone', async ({ page, axe }) => {
  await page.goto(`${stories}/?story=bespoke-ui--send-form&mode=preview`)
  const form = page.locator('form[data-state]')
  await expect(form).toHaveAttribute('data-state', 'idle')
  const message = page.getByTestId('bespoke-message')
  await expect(message).toHaveText('An amount and receiver address are required')
  await page
    .getByRole('textbox', { name: 'To', exact: true })
    .fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.5')
  await expect(message).toHaveText('A token is required')
  expect(await axe()).toEqual([])
  await page.screenshot({ path: `${artifacts}story-bespoke-send.png` })
})
