import { describe, expect, test } from 'vitest'
import { anvilPerFile } from '../testing/anvilPerFile.js'
import { createFrameService } from './frameService.js'
import { startFrameServer } from './startFrameServer.js'

const anvil = anvilPerFile()
const { chains } = anvil
const latest = (service: ReturnType<typeof createFrameService>, email: string) =>
  service.inbox(email)[0]?.code

describe('device verification', () => {
  test('behavior: a known email on a new device needs the approval link, then a code', async () => {
    const server = await startFrameServer({ chains: chains(), port: 0 })
    try {
      const post = async (path: string, body: unknown, token?: string) => {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        })
        return (await response.json()) as { result?: Record<string, unknown>; error?: string }
      }
      const inbox = async (email: string) =>
        (await (await fetch(`${server.url}/devstack/inbox?email=${email}`)).json()) as {
          codes: { code: string }[]
          devices: { email: string; url: string; createdAt: number; approved: boolean }[]
        }
      const email = 'dev@example.com'
      // First login (new user): no device step.
      expect(await post('/api/email', { email, deviceId: 'laptop' })).toEqual({
        result: { action: 'VERIFY_OTP' },
      })
      const first = await inbox(email)
      expect(first.devices).toEqual([])
      const signedIn = await post('/api/otp', {
        email,
        otp: first.codes[0]?.code,
        deviceId: 'laptop',
      })
      const address = (await post('/api/user', {}, String(signedIn.result?.token))).result?.address
      // The same device again: straight to a code.
      expect((await post('/api/email', { email, deviceId: 'laptop' })).result).toEqual({
        action: 'VERIFY_OTP',
      })
      // Another device: an approval link instead of a code.
      const codesBefore = (await inbox(email)).codes.length
      expect((await post('/api/email', { email, deviceId: 'phone' })).result).toEqual({
        action: 'VERIFY_DEVICE',
      })
      const pending = await inbox(email)
      expect(pending.codes).toHaveLength(codesBefore)
      expect(pending.devices).toEqual([
        {
          email,
          url: expect.stringMatching(/\/device\/[0-9a-f]{32}$/),
          createdAt: expect.any(Number),
          approved: false,
        },
      ])
      const link = pending.devices[0]?.url ?? ''
      expect(link.startsWith(server.url)).toBe(true)
      expect((await post('/api/device', { email, deviceId: 'phone' })).result).toEqual({
        approved: false,
      })
      // The link's page and the HTML inbox show it.
      const page = await (await fetch(link)).text()
      expect(page).toContain('Approve this device')
      expect(page).toContain('dev@example.com')
      expect(await (await fetch(`${server.url}/inbox`)).text()).toContain(`href="${link}"`)
      // The page's form POST approves it (and answers a page); a JSON POST answers JSON.
      const form = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      })
      expect(await form.text()).toContain('Device approved')
      expect(await (await fetch(link, { method: 'POST' })).json()).toEqual({
        email,
        approved: true,
      })
      expect((await post('/api/device', { email, deviceId: 'phone' })).result).toEqual({
        approved: true,
      })
      const approved = await inbox(email)
      expect(approved.devices[0]?.approved).toBe(true)
      expect(approved.codes).toHaveLength(codesBefore + 1)
      const phone = await post('/api/otp', {
        email,
        otp: approved.codes[0]?.code,
        deviceId: 'phone',
      })
      expect((await post('/api/user', {}, String(phone.result?.token))).result?.address).toBe(
        address,
      )
      // The phone is known now.
      expect((await post('/api/email', { email, deviceId: 'phone' })).result).toEqual({
        action: 'VERIFY_OTP',
      })
    } finally {
      await server.stop()
    }
  })

  test('error: no approval in progress, unknown approval link', async () => {
    const server = await startFrameServer({ chains: chains(), port: 0 })
    try {
      const response = await fetch(`${server.url}/api/device`, {
        method: 'POST',
        body: JSON.stringify({ email: 'x@y.io', deviceId: 'd' }),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'No device approval in progress' })
      expect((await fetch(`${server.url}/device/nope`)).status).toBe(404)
      expect((await fetch(`${server.url}/device/nope`, { method: 'POST' })).status).toBe(404)
    } finally {
      await server.stop()
    }
  })
})

describe('email change', () => {
  test('behavior: primary code to the current email, secondary to the new one; same key', async () => {
    const service = createFrameService({ chains: chains() })
    service.requestCode('old@example.com', 'd1')
    const { token } = await service.verifyCode(
      'old@example.com',
      latest(service, 'old@example.com'),
      'd1',
    )
    const before = service.user(token)
    expect(service.updateEmail(token, 'New@Example.com')).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    // The primary code is not a login code, nor the new email's.
    const primary = latest(service, 'old@example.com')
    await expect(service.verifyCode('old@example.com', primary)).rejects.toThrow(
      'Invalid or expired code',
    )
    expect(service.verifyUpdateEmailPrimary(token, primary)).toEqual({})
    const secondary = latest(service, 'new@example.com')
    expect(secondary).toMatch(/^\d{6}$/)
    expect(service.verifyUpdateEmailSecondary(token, secondary)).toEqual({
      newEmail: 'new@example.com',
    })
    expect(service.user(token)).toEqual({ ...before, email: 'new@example.com' })
    // Signing in with the new email reaches the same account (same device: no approval).
    expect(service.requestCode('new@example.com', 'd1')).toEqual({ action: 'VERIFY_OTP' })
    const again = await service.verifyCode(
      'new@example.com',
      latest(service, 'new@example.com'),
      'd1',
    )
    expect(service.user(again.token).address).toBe(before.address)
  })

  test('error: invalid or taken email, wrong codes, steps out of order, signed out', async () => {
    const service = createFrameService({ chains: chains() })
    for (const email of ['a@example.com', 'b@example.com']) service.requestCode(email)
    const { token } = await service.verifyCode('a@example.com', latest(service, 'a@example.com'))
    await service.verifyCode('b@example.com', latest(service, 'b@example.com'))
    expect(() => service.updateEmail(token, 'not-an-email')).toThrow('Invalid email')
    expect(() => service.updateEmail(token, 'B@example.com')).toThrow(
      'This email is already in use',
    )
    expect(() => service.updateEmail(token, 'a@example.com')).toThrow(
      'This email is already in use',
    )
    expect(() => service.updateEmail('nope', 'c@example.com')).toThrow('Not signed in')
    expect(() => service.verifyUpdateEmailPrimary(token, '000000')).toThrow(
      'No email change in progress',
    )
    service.updateEmail(token, 'c@example.com')
    expect(() => service.verifyUpdateEmailSecondary(token, '000000')).toThrow(
      'No email change in progress',
    )
    expect(() => service.verifyUpdateEmailPrimary(token, '12')).toThrow('Invalid or expired code')
    service.verifyUpdateEmailPrimary(token, latest(service, 'a@example.com'))
    expect(() => service.verifyUpdateEmailSecondary(token, '12')).toThrow('Invalid or expired code')
    service.signOut(token)
    expect(() => service.verifyUpdateEmailSecondary(token, '12')).toThrow('Not signed in')
  })
})
