// The embedded wallet end to end: email login with a code from the devstack frame's dev inbox,
// approvals on ApproveTransaction, reload and disconnect, the cooldown, forged frame messages,
// and no frame for a visitor who never chooses email.
import { DEVSTACK_API_URL, DEVSTACK_FRAME_URL, devstackChainA } from '@foyer/devstack/config'
import { createPublicClient, http, recoverMessageAddress, verifyMessage } from 'viem'
import { freshEmail, latestCode, logInWithEmail, requestCode } from './connectors.js'
import { displayAmount, shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const chain = createPublicClient({ chain: devstackChainA, transport: http() })

test('email login, balance, sign, send, reload keeps the session, disconnect clears it', async ({
  page,
}) => {
  await page.goto('/')
  const email = freshEmail()
  const dialog = await requestCode(page, email)
  await page.screenshot({ path: `${artifacts}embedded-otp.png` })
  const code = await latestCode(email)
  await dialog.getByRole('textbox', { name: 'Character 1 of 6' }).click()
  await page.keyboard.insertText(code)
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('status')).toHaveText('connected')
  const frame = page.locator('iframe[data-foyer-frame]')
  await expect(frame).toHaveAttribute('src', new RegExp(`^${DEVSTACK_FRAME_URL}/\\?`))

  // The account button shows the embedded account's anvil balance.
  const accountButton = page.getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ })
  await expect(accountButton).toBeVisible()
  const label =
    (await accountButton.getAttribute('aria-label')) ?? (await accountButton.textContent()) ?? ''
  const [, short] = /(0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6})/.exec(label) ?? []
  expect(short).toBeTruthy()

  // The account is the user's smart account (SPEC §3: the eip155 default).
  await accountButton.click()
  const accountView = page.getByRole('dialog', { name: 'Account' })
  const smartAccount = ((await accountView.getByTestId('account-address').getAttribute('title')) ??
    '') as `0x${string}`
  expect(shortAddress(smartAccount)).toBe(short)
  expect(await chain.getCode({ address: smartAccount })).toMatch(/^0x[0-9a-f]{10,}/)
  await page.keyboard.press('Escape')
  await expect(accountView).toBeHidden()

  // Sign a message through the demo's button, approved in ApproveTransaction.
  await page.getByRole('button', { name: 'Sign message' }).click()
  const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
  await expect(approve).toContainText('Hello from the Foyer demo')
  await page.screenshot({ path: `${artifacts}embedded-approve-sign.png` })
  await approve.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('demo-signature').locator('code').textContent()) ?? ''
  // The owner key signs; the smart account accepts the signature through EIP-1271, which
  // viem's verifyMessage asks the chain (isValidSignature) for a contract account.
  const message = 'Hello from the Foyer demo'
  const owner = await recoverMessageAddress({ message, signature: signature as `0x${string}` })
  expect(owner.toLowerCase()).not.toBe(smartAccount.toLowerCase())
  expect(
    await chain.verifyMessage({
      address: smartAccount,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)
  const balance = `${displayAmount(await chain.getBalance({ address: smartAccount }), 18)} ETH`
  await expect(accountButton).toContainText(balance)

  // Send 0.001 ETH, approved, with the amount and network shown in words: the owner calls the
  // smart account's execute, so the transaction goes to the account.
  await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await expect(approve).toContainText('0.001 ETH')
  await expect(approve).toContainText('Foyer Devnet')
  await page.screenshot({ path: `${artifacts}embedded-approve-send.png` })
  await approve.getByRole('button', { name: 'Approve' }).click()
  const hash = (await page.getByTestId('demo-transaction').locator('code').textContent()) ?? ''
  const receipt = await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(owner.toLowerCase())
  expect(receipt.to?.toLowerCase()).toBe(smartAccount.toLowerCase())

  // Switch to the EOA on the Account view: the address is the owner's, and its signature
  // verifies as a plain ECDSA signature.
  await accountButton.click()
  const typeSwitch = accountView.getByTestId('account-type-switch')
  await expect(typeSwitch).toHaveAttribute('data-state', 'smartAccount')
  await typeSwitch.click()
  await expect(typeSwitch).toHaveAttribute('data-state', 'eoa')
  await expect(accountView.getByTestId('account-address')).toHaveAttribute('title', owner)
  await page.screenshot({ path: `${artifacts}embedded-eoa.png` })
  await page.keyboard.press('Escape')
  const eoaButton = page.getByRole('button', { name: new RegExp(shortAddress(owner)) })
  await expect(eoaButton).toBeVisible()
  // (The same key signs the same message again, so the signature text is the same: wait for
  // the new outcome instead.)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('demo-signature')).toHaveCount(0)
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('demo-signature')).toBeVisible()
  const eoaSignature = ((await page.getByTestId('demo-signature').locator('code').textContent()) ??
    '') as `0x${string}`
  expect(await recoverMessageAddress({ message, signature: eoaSignature })).toBe(owner)
  expect(await verifyMessage({ address: owner, message, signature: eoaSignature })).toBe(true)
  const short2 = shortAddress(owner)

  // A rejected request rejects in the app.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('demo-error')).toBeVisible()

  // Reload: the frame's session (its own origin's storage) keeps the visitor signed in, on the
  // account type chosen.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByRole('button', { name: new RegExp(short2) })).toBeVisible()

  await page.getByRole('button', { name: new RegExp(short2) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(
    await page.evaluate(() => localStorage.getItem('@foyer/foyer-demo/email_login_used')),
  ).toBeNull()
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.locator('iframe[data-foyer-frame]')).toHaveCount(0)
})

test('register a name with the embedded wallet: it becomes the profile name', async ({
  page,
  axe,
}) => {
  const accountButton = await logInWithEmail(page)
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const address = (await account.getByTestId('account-address').getAttribute('title')) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(account.getByTestId('account-profile-name')).toHaveCount(0)
  await account.getByRole('button', { name: 'Choose a name' }).click()

  // SPEC §5: letters, digits and hyphens, at least 4; fresh for each run.
  const label = `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`
  const fullName = `${label}.reown.id`
  const choose = page.getByRole('dialog', { name: 'Choose a Name' })
  await choose.getByRole('textbox', { name: 'Name' }).fill(label)
  // The suggestions list the name itself (and variants such as `the-…`): it is still free.
  const suggestion = new RegExp(`^${fullName.replaceAll('.', '\\.')}`)
  await expect(choose.getByRole('button', { name: suggestion })).toContainText('Available')
  expect(await axe('[role="dialog"] form[data-state]')).toEqual([])
  await choose.getByRole('button', { name: 'Register' }).click()

  // The embedded wallet signs the registration message after the visitor approves it.
  const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
  await expect(approve).toContainText(label)
  await page.screenshot({ path: `${artifacts}names-approve.png` })
  await approve.getByRole('button', { name: 'Approve' }).click()

  const success = page.getByRole('dialog', { name: 'Name Registered' })
  await expect(success.getByRole('status')).toHaveText('Name registered')
  await expect(success.getByTestId('registered-name')).toHaveText(`Your account is now ${fullName}`)
  await page.screenshot({ path: `${artifacts}names-success.png` })
  await success.getByRole('button', { name: 'Done' }).click()

  // The names API's identity (reverse lookup) now gives the name, and the header shows it.
  const identity = (await (await fetch(`${DEVSTACK_API_URL}/v1/identity/${address}`)).json()) as {
    name: string | null
  }
  expect(identity.name).toBe(fullName)
  await expect(account.getByTestId('account-profile-name')).toHaveText(fullName)
  await expect(account.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
  await page.screenshot({ path: `${artifacts}names-profile.png` })
})

test('a second code within 30 s shows the cooldown message', async ({ page }) => {
  await page.goto('/')
  const dialog = await requestCode(page, freshEmail())
  await dialog.getByRole('button', { name: /Resend/ }).click()
  await expect(dialog.getByTestId('email-otp-message')).toHaveText(
    /^Please try again after (30|29|28|27|26|25) seconds$/,
  )
  await expect(dialog.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible()
})

test('forged and malformed frame messages change nothing', async ({ page }) => {
  await page.goto('/')
  const email = freshEmail()
  const dialog = await requestCode(page, email)
  const before = await dialog.getByTestId('email-verify-otp').getAttribute('data-state')
  expect(before).toBe('verifyOtp')
  const forged = await page.evaluate(async (frameOrigin) => {
    const frame = document.querySelector('iframe[data-foyer-frame]') as HTMLIFrameElement
    const user = {
      email: 'evil@example.com',
      address: '0x000000000000000000000000000000000000dEaD',
      chainId: 31337,
      accounts: [{ address: '0x000000000000000000000000000000000000dEaD', type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
    const replies = ['CONNECT_OTP', 'GET_USER', 'IS_CONNECTED'].flatMap((event) => [
      { type: `@foyer/frame/${event}_SUCCESS`, id: '0', payload: user },
      { type: `@foyer/frame/${event}_ERROR`, id: '0', payload: { message: 'forged' } },
    ])
    // From this window (another source, same origin as the app).
    for (const reply of replies) window.postMessage(reply, '*')
    // From another origin: an iframe of the frame server that is not Foyer's frame.
    const other = document.createElement('iframe')
    other.src = `${frameOrigin}/inbox`
    document.body.append(other)
    await new Promise((resolve) => other.addEventListener('load', resolve, { once: true }))
    // Malformed payloads through a MessageEvent that claims the frame's origin and source.
    for (const reply of [
      { type: '@foyer/frame/GET_USER_SUCCESS', id: '0', payload: { address: 'nope' } },
      { type: '@foyer/frame/CONNECT_EMAIL_SUCCESS', id: '0', payload: { action: 'HACK' } },
      'garbage',
      null,
    ]) {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: reply,
          origin: frameOrigin,
          source: frame.contentWindow,
        }),
      )
    }
    other.remove()
    return true
  }, DEVSTACK_FRAME_URL)
  expect(forged).toBe(true)
  await page.waitForTimeout(500)
  await expect(dialog.getByTestId('email-verify-otp')).toHaveAttribute('data-state', 'verifyOtp')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  // The real code still works afterwards.
  const code = await latestCode(email)
  await dialog.getByRole('textbox', { name: 'Character 1 of 6' }).click()
  await page.keyboard.insertText(code)
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('a visitor who never chooses email, social, Farcaster or passkey gets no frame and no embedded-wallet code', async ({
  page,
}) => {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Email' })).toBeVisible()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .isVisible()
  await page.keyboard.press('Escape')
  await page.waitForTimeout(500)
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(urls.filter((url) => url.startsWith(DEVSTACK_FRAME_URL))).toEqual([])
  expect(
    urls.filter((url) =>
      /frameClient|embeddedProvider|signInWithPopup|connectSocial|connectPasskey|connectFarcaster|connectEmail|verifyEmail/.test(
        url,
      ),
    ),
  ).toEqual([])
})

test('a frame that never says it is ready: the load fails after 20 s with the alert; the wallets still work', async ({
  page,
}) => {
  const stall = (value: boolean) =>
    fetch(`${DEVSTACK_FRAME_URL}/devstack/frame`, {
      method: 'POST',
      body: JSON.stringify({ stall: value }),
    })
  await setWalletPolicy(page, 'approve')
  await stall(true)
  try {
    // The page's clock is Playwright's: it runs as the real one does, and the test moves it on
    // instead of waiting out the 20 s.
    await page.clock.install()
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(freshEmail())
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const alert = dialog.getByRole('alert').filter({ hasText: 'Network Error' })
    // A second at a time until the alert shows. The 20 s (FRAME_LOAD_TIMEOUT_MS) run from the
    // frame's creation, when the modal opened: the real time since then counts too.
    let movedOn = 0
    await expect(async () => {
      await page.clock.fastForward(1000)
      movedOn += 1000
      await expect(alert).toBeVisible({ timeout: 100 })
    }).toPass({ intervals: [0], timeout: 30_000 })
    expect(movedOn, 'the clock moved on before the alert (ms)').toBeGreaterThanOrEqual(10_000)
    await expect(alert).toHaveText('Network Error - Could not load embedded wallet')
    await page.screenshot({ path: `${artifacts}embedded-load-failed.png` })
    // The rest of the modal still works: the browser wallet connects.
    await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()
    await expect(page.getByTestId('status')).toHaveText('connected')
  } finally {
    await stall(false)
  }
})
