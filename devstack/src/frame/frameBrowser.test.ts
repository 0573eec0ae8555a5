// The frame in a real browser (Debian Chromium through playwright-core): an app page on its own
// origin loads the frame, then signs in with a passkey (CDP WebAuthn virtual authenticator), a
// social consent popup and a Farcaster approval page, only by the protocol's messages.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
// The launch settings of every browser test in this repository (tests/setup/chromium.test.ts).
import chromiumSettings from '../../chromium.json' with { type: 'json' }
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import { DEVSTACK_CHAIN_A_ID } from '../config.js'
import { freePort } from '../testing/freePort.js'
import { type StartFrameServerReturnType, startFrameServer } from './startFrameServer.js'

const hasChromium = existsSync(chromiumSettings.executablePath)

type Reply = {
  type: string
  id: string
  payload: { uri: string; url: string; address: string; userName: string; message?: string }
}
declare global {
  interface Window {
    send: (event: string, payload?: unknown) => Promise<Reply>
    frameReady: Promise<void>
    results: { origin: string; data: { type: string; resultUri: string } }[]
  }
}

// The app: loads the frame with ?origin=, talks to it only by postMessage, collects popup results.
const appPage = (
  frameUrl: string,
) => `<!doctype html><html><head><meta charset="utf-8"><title>App</title></head><body><script>
const FRAME = ${JSON.stringify(frameUrl)};
const frame = document.createElement('iframe');
frame.src = FRAME + '/?origin=' + encodeURIComponent(location.origin) + '&chainId=${DEVSTACK_CHAIN_A_ID}';
document.body.append(frame);
const waiting = new Map();
let ready;
window.frameReady = new Promise((resolve) => { ready = resolve; });
window.results = [];
addEventListener('message', (event) => {
  if (event.source === frame.contentWindow && event.origin === FRAME) {
    if (event.data.type === '@foyer/frame/FRAME_READY') ready();
    const resolve = waiting.get(event.data.id);
    if (resolve) { waiting.delete(event.data.id); resolve(event.data); }
  } else if (event.data && /^@foyer\\/(social|passkey)\\/RESULT$/.test(event.data.type)) {
    window.results.push({ origin: event.origin, data: event.data });
  }
});
let next = 0;
window.send = (event, payload = {}) => new Promise((resolve) => {
  const id = String(++next);
  waiting.set(id, resolve);
  frame.contentWindow.postMessage({ type: '@foyer/app/' + event, id, payload }, FRAME);
});
</script></body></html>`

let anvil: StartAnvilReturnType
let frame: StartFrameServerReturnType
let appServer: Server
let appUrl: string
let browser: Browser

beforeAll(async () => {
  if (!hasChromium) return
  anvil = await startAnvil({ port: await freePort(), chainId: DEVSTACK_CHAIN_A_ID })
  frame = await startFrameServer({
    chains: [{ id: DEVSTACK_CHAIN_A_ID, name: 'A', rpcUrl: anvil.rpcUrl }],
    port: 0,
  })
  appServer = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(appPage(frame.url))
  })
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
  appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`
  browser = await chromium.launch(chromiumSettings)
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (appServer ? appServer.close(resolve) : resolve(undefined)))
  await frame?.stop()
  await anvil?.stop()
})

async function openApp(): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(appUrl)
  await page.evaluate(() => window.frameReady)
  const send = (event: string, payload?: unknown) =>
    page.evaluate(([e, p]) => window.send(e as string, p), [event, payload] as const)
  expect((await send('SYNC_DAPP_DATA', { metadata: { name: 'Browser Demo' } })).type).toBe(
    '@foyer/frame/SYNC_DAPP_DATA_SUCCESS',
  )
  return page
}
const send = (page: Page, event: string, payload?: unknown) =>
  page.evaluate(([e, p]) => window.send(e as string, p), [event, payload] as const)

/** Opens `uri` in a popup of the app (as the app does on a click) and returns the popup. */
async function popup(page: Page, uri: string): Promise<Page> {
  const [opened] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => void window.open(url, 'foyer-popup', 'width=600,height=800'), uri),
  ])
  await opened.waitForLoadState()
  return opened
}
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  return { cdp, id: authenticatorId }
}
const lastResult = async (page: Page, type: string) => {
  await page.waitForFunction((t) => window.results.some((r) => r.data.type === t), type)
  const results = await page.evaluate(() => window.results)
  return results.filter((result) => result.data.type === type).at(-1)
}

describe.skipIf(!hasChromium)('the frame in Chromium (skipped without /usr/bin/chromium)', () => {
  test('behavior: passkey popup on localhost: create, then sign in again as the same user', async () => {
    const page = await openApp()
    const { payload: start } = await send(page, 'GET_PASSKEY_URI')
    expect(start.uri).toMatch(new RegExp(`^http://localhost:${frame.port}/passkey\\?state=`))
    const first = await popup(page, start.uri)
    expect(await first.textContent('main')).toContain('Browser Demo')
    const { cdp } = await virtualAuthenticator(first)
    let credential: Record<string, unknown> | undefined
    cdp.on('WebAuthn.credentialAdded', (event) => {
      credential = event.credential as unknown as Record<string, unknown>
    })
    await first.fill('#userName', 'grace')
    await first.click('#create')
    const created = await lastResult(page, '@foyer/passkey/RESULT')
    expect(created?.origin).toBe(new URL(start.uri).origin)
    const connected = await send(page, 'CONNECT_PASSKEY', { uri: created?.data.resultUri })
    expect(connected).toMatchObject({
      type: '@foyer/frame/CONNECT_PASSKEY_SUCCESS',
      payload: { userName: 'grace' },
    })
    const user = (await send(page, 'GET_USER', { chainId: DEVSTACK_CHAIN_A_ID })).payload
    expect(user).toMatchObject({ userName: 'grace', preferredAccountType: 'smartAccount' })
    expect(credential).toBeDefined()

    // A second popup (another page, its own authenticator holding the same passkey) signs in.
    await send(page, 'SIGN_OUT')
    const { payload: again } = await send(page, 'GET_PASSKEY_URI')
    const second = await popup(page, again.uri)
    const auth = await virtualAuthenticator(second)
    await auth.cdp.send('WebAuthn.addCredential', {
      authenticatorId: auth.id,
      credential: credential as never,
    })
    await second.click('#signIn')
    await page.waitForFunction(() => window.results.length === 2)
    const signedIn = await lastResult(page, '@foyer/passkey/RESULT')
    expect(signedIn?.data.resultUri).not.toBe(created?.data.resultUri)
    expect(
      (await send(page, 'CONNECT_PASSKEY', { uri: signedIn?.data.resultUri })).payload,
    ).toEqual({
      userName: 'grace',
    })
    expect((await send(page, 'GET_USER', {})).payload.address).toBe(user.address)
    // A result works once.
    expect((await send(page, 'CONNECT_PASSKEY', { uri: signedIn?.data.resultUri })).type).toBe(
      '@foyer/frame/CONNECT_PASSKEY_ERROR',
    )
    await page.context().close()
  })

  test('behavior: social consent popup posts its result to the app; Farcaster approval page', async () => {
    const page = await openApp()
    await send(page, 'SYNC_THEME', { themeMode: 'light', themeVariables: {} })
    const { payload: start } = await send(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const consent = await popup(page, start.uri)
    expect(await consent.textContent('main')).toContain('Browser Demo')
    await consent.click('#continue')
    const result = await lastResult(page, '@foyer/social/RESULT')
    expect(result?.origin).toBe(frame.url)
    expect(consent.isClosed() || (await consent.waitForEvent('close').then(() => true))).toBe(true)
    expect((await send(page, 'CONNECT_SOCIAL', { uri: result?.data.resultUri })).payload).toEqual({
      userName: 'ada',
    })

    await send(page, 'SIGN_OUT')
    const { payload: farcaster } = await send(page, 'GET_FARCASTER_URI')
    const waiting = send(page, 'CONNECT_FARCASTER')
    const approval = await (await browser.newContext()).newPage()
    await approval.goto(farcaster.url)
    await approval.fill('#userName', 'dwr')
    await approval.click('#approve')
    await approval.waitForFunction(() =>
      document.getElementById('status')?.textContent?.startsWith('Approved'),
    )
    expect((await waiting).payload).toEqual({ userName: 'dwr' })
    expect((await send(page, 'GET_USER', {})).payload.userName).toBe('dwr')
    await approval.context().close()
    await page.context().close()
  })

  test('behavior: email on a new device waits for the approval link; email change', async () => {
    const inbox = async (email: string) =>
      (await (await fetch(`${frame.url}/devstack/inbox?email=${email}`)).json()) as {
        codes: { code: string }[]
        devices: { url: string }[]
      }
    const email = `device-${Date.now()}@example.com`
    const laptop = await openApp()
    expect((await send(laptop, 'CONNECT_EMAIL', { email })).payload).toEqual({
      action: 'VERIFY_OTP',
    })
    const code = (await inbox(email)).codes[0]?.code
    expect((await send(laptop, 'CONNECT_OTP', { otp: code })).payload).toEqual({})
    const { address } = (await send(laptop, 'GET_USER', {})).payload

    // Another browser profile is another device.
    const phone = await openApp()
    expect((await send(phone, 'CONNECT_EMAIL', { email })).payload).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const waiting = send(phone, 'CONNECT_DEVICE')
    const link = await (await browser.newContext()).newPage()
    await link.goto((await inbox(email)).devices[0]?.url ?? '')
    await link.getByRole('button', { name: 'Approve this device' }).click()
    await link.getByText('Device approved').waitFor()
    expect((await waiting).payload).toEqual({})
    const phoneCode = (await inbox(email)).codes[0]?.code
    expect(phoneCode).not.toBe(code)
    await send(phone, 'CONNECT_OTP', { otp: phoneCode })
    expect((await send(phone, 'GET_USER', {})).payload.address).toBe(address)

    // Email change, from the phone.
    const newEmail = `changed-${Date.now()}@example.com`
    expect((await send(phone, 'UPDATE_EMAIL', { email: newEmail })).payload).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    await send(phone, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: (await inbox(email)).codes[0]?.code })
    const secondary = (await inbox(newEmail)).codes[0]?.code
    expect((await send(phone, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).payload).toEqual({
      newEmail,
    })
    expect((await send(laptop, 'GET_USER', {})).payload).toMatchObject({ email: newEmail, address })
    for (const page of [laptop, phone, link]) await page.context().close()
  })
})
