import {
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  DEVSTACK_SOLANA_FSUSD_MINT,
  DEVSTACK_SOLANA_RPC_URL,
  devstackSolana,
  SOLANA_RECIPIENT_ACCOUNT,
  SOLANA_TEST_WALLET_ADDRESS,
  TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import { type Address, createSolanaRpc, address as toAddress } from '@solana/kit'
import { approveAll, connectMultichain } from './connectors.js'
import { displayAmount, shortAddress } from './expected.js'
import { expect, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const rpc = createSolanaRpc(DEVSTACK_SOLANA_RPC_URL)

/** Lamports of an account on the local Solana cluster. */
async function lamports(account: string): Promise<bigint> {
  return (await rpc.getBalance(toAddress(account)).send()).value
}

/** The FSUSD (6 decimals) an owner holds, read from the cluster. */
async function fsusd(owner: Address): Promise<bigint> {
  const { value } = await rpc
    .getTokenAccountsByOwner(
      owner,
      { mint: toAddress(DEVSTACK_SOLANA_FSUSD_MINT) },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value.reduce(
    (sum, account) =>
      sum +
      BigInt(
        (account.account.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed
          .info.tokenAmount.amount,
      ),
    0n,
  )
}

test('one wallet for EVM and Solana: listed once, connects both, SOL and SPL balances, a SOL transfer, reload, disconnect one', async ({
  page,
  axe,
}) => {
  await approveAll(page)
  await page.goto('/multichain.html')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  // The EIP-6963 provider and the Wallet Standard account share a name: one MULTI_CHAIN entry.
  const entries = dialog.getByRole('button', { name: /Foyer Test Wallet/ })
  await expect(entries).toHaveCount(1)
  await expect(entries).toHaveAttribute('data-type', 'MULTI_CHAIN')
  expect(await axe('[role="dialog"]')).toEqual([])
  await entries.click()

  await expect(page.getByTestId('status-eip155')).toHaveText('connected')
  await expect(page.getByTestId('status-solana')).toHaveText('connected')
  await expect(page.getByTestId('address-eip155')).toHaveText(TEST_WALLET_ACCOUNT.address)
  await expect(page.getByTestId('address-solana')).toHaveText(SOLANA_TEST_WALLET_ADDRESS)

  // Switch the modal to the Solana network: its SOL and FSUSD balances come from the cluster.
  await page
    .getByRole('button', { name: new RegExp(shortAddress(TEST_WALLET_ACCOUNT.address)) })
    .click()
  await page.getByRole('button', { name: /Switch network/ }).click()
  await page.getByTestId(`network-${DEVSTACK_SOLANA_CAIP_NETWORK_ID}`).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveText(
    shortAddress(SOLANA_TEST_WALLET_ADDRESS),
  )
  const owner = toAddress(SOLANA_TEST_WALLET_ADDRESS)
  await expect(account.getByTestId('account-balance')).toHaveText(
    `${displayAmount(await lamports(owner), 9)} SOL`,
  )
  await expect(account.getByRole('list', { name: 'Tokens' })).toContainText(
    `${displayAmount(await fsusd(owner), 6)} FSUSD`,
  )
  await page.screenshot({ path: `${artifacts}multichain-solana-account.png` })
  await page.keyboard.press('Escape')

  // A SOL transfer through the connected wallet moves lamports on the local validator.
  const senderBefore = await lamports(owner)
  const recipientBefore = await lamports(SOLANA_RECIPIENT_ACCOUNT.address)
  await page.getByRole('button', { name: 'Send 0.01 SOL to the recipient' }).click()
  await expect(page.getByTestId('solana-outcome')).toContainText('Transaction: ')
  expect(await lamports(SOLANA_RECIPIENT_ACCOUNT.address)).toBe(recipientBefore + 10_000_000n)
  // The sender paid the value and the fee.
  expect(await lamports(owner)).toBeLessThan(senderBefore - 10_000_000n)

  // A reload restores both namespaces.
  await page.reload()
  await expect(page.getByTestId('status-eip155')).toHaveText('connected')
  await expect(page.getByTestId('status-solana')).toHaveText('connected')

  // Disconnecting Solana keeps the EVM connection.
  await page.getByRole('button', { name: 'Disconnect Solana' }).click()
  await expect(page.getByTestId('status-solana')).toHaveText('disconnected')
  await expect(page.getByTestId('status-eip155')).toHaveText('connected')
})

test('Account → Send on the Solana network: 0.01 SOL to the recipient moves lamports on the cluster', async ({
  page,
  axe,
}) => {
  await connectMultichain(page)
  await page
    .getByRole('button', { name: new RegExp(shortAddress(TEST_WALLET_ACCOUNT.address)) })
    .click()
  await page.getByRole('button', { name: /Switch network/ }).click()
  await page.getByTestId(`network-${DEVSTACK_SOLANA_CAIP_NETWORK_ID}`).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveText(
    shortAddress(SOLANA_TEST_WALLET_ADDRESS),
  )

  const owner = toAddress(SOLANA_TEST_WALLET_ADDRESS)
  const recipient = SOLANA_RECIPIENT_ACCOUNT.address
  const [senderBefore, recipientBefore] = await Promise.all([lamports(owner), lamports(recipient)])
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click()
  const form = page.getByRole('dialog', { name: 'Send' })
  await form.getByTestId('send-token').click()
  const picker = page.getByRole('dialog', { name: 'Select Token' })
  await picker.getByRole('button', { name: / SOL$/ }).click()
  await expect(form.getByTestId('send-token')).toContainText('SOL')
  await form.getByLabel('Amount').fill('0.01')
  await form.getByLabel('To').fill(recipient)
  await expect(form.getByTestId('send-message')).toHaveText('')
  expect(await axe('[role="dialog"] form[data-state]')).toEqual([])
  await page.screenshot({ path: `${artifacts}multichain-send-sol-form.png` })
  await form.getByRole('button', { name: 'Review send' }).click()

  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByTestId('preview-amount')).toContainText('0.01 SOL')
  await expect(preview.getByTestId('preview-receiver')).toHaveText(shortAddress(recipient))
  await expect(preview).toContainText(devstackSolana.name)
  await page.screenshot({ path: `${artifacts}multichain-send-sol-preview.png` })
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(preview.getByText('Sent 0.01 SOL')).toBeVisible({ timeout: 30_000 })
  await page.screenshot({ path: `${artifacts}multichain-send-sol-success.png` })

  // Both balances changed on the local cluster: the recipient by the amount, the sender by the
  // amount and the fee.
  await expect.poll(() => lamports(recipient)).toBe(recipientBefore + 10_000_000n)
  expect(await lamports(owner)).toBeLessThan(senderBefore - 10_000_000n)
})
