import {
  BITCOIN_TEST_WALLET_ADDRESS,
  BITCOIN_TEST_WALLET_PATH,
  BITCOIN_TEST_WALLET_PUBLIC_KEY,
} from '@foyer/devstack/config'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, hex } from '@scure/base'
import { expect, test } from './fixtures.js'

/** The message the Bitcoin demo page signs (playground/demo/src/bitcoin/App.tsx). */
const message = 'Hello from the Foyer Bitcoin demo'

/** The P2WPKH testnet address recovered from a 65-byte legacy "Bitcoin Signed Message" signature. */
function signerAddress(signatureHex: string): string {
  const text = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  const digest = sha256(sha256(new Uint8Array([...prefix, text.length, ...text])))
  const signature = hex.decode(signatureHex.replace(/^0x/, ''))
  const publicKey = secp256k1.Signature.fromCompact(signature.slice(1))
    .addRecoveryBit((signature[0] ?? 0) - 39)
    .recoverPublicKey(digest)
    .toRawBytes(true)
  return bech32.encode('tb', [0, ...bech32.toWords(ripemd160(sha256(publicKey)))])
}

test('Bitcoin: the Wallet Standard test wallet connects its payment account and signs a message', async ({
  page,
  axe,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'foyer-bitcoin-test-wallet:policy',
      JSON.stringify({ decision: 'approve' }),
    )
  })
  await page.goto('/bitcoin.html')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const entry = dialog.getByRole('button', { name: /Foyer Bitcoin Wallet/ })
  await expect(entry).toHaveAttribute('data-type', 'ANNOUNCED')
  expect(await axe('[role="dialog"]')).toEqual([])
  await entry.click()

  await expect(page.getByTestId('status-bip122')).toHaveText('connected')
  await expect(page.getByTestId('address-bip122')).toHaveText(BITCOIN_TEST_WALLET_ADDRESS)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: /^Sign/ }).click()
  const outcome = page.getByTestId('bitcoin-outcome')
  await expect(outcome).toHaveText(/^Signature: 0x[0-9a-f]{130}$/)
  const signature = (await outcome.textContent())?.replace('Signature: ', '') ?? ''
  expect(signerAddress(signature)).toBe(BITCOIN_TEST_WALLET_ADDRESS)
  await expect(page.getByTestId('account-record')).toContainText(
    `payment ${BITCOIN_TEST_WALLET_ADDRESS} ${BITCOIN_TEST_WALLET_PATH}`,
  )
  await expect(page.getByTestId('account-record-public-key')).toHaveText(
    BITCOIN_TEST_WALLET_PUBLIC_KEY,
  )
})
