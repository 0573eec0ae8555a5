import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, test } from 'vitest'
import { DEVSTACK_CHAIN_A_ID, TEST_ACCOUNTS } from '../config.js'
import { anvilPerFile } from '../testing/anvilPerFile.js'
import { createFrameService, FRAME_FUNDING_WEI, FRAME_OTP_EXPIRY_MS } from './frameService.js'
import { startFrameServer } from './startFrameServer.js'

const anvil = anvilPerFile()
const { chains } = anvil

async function signIn(service: ReturnType<typeof createFrameService>, email: string) {
  expect(service.requestCode(email)).toEqual({ action: 'VERIFY_OTP' })
  const [latest] = service.inbox(email)
  if (!latest) throw new Error('no code')
  return service.verifyCode(email, latest.code)
}

describe('createFrameService', () => {
  test('behavior: code to the inbox, sign in, funded account, sign and send', async () => {
    const service = createFrameService({ chains: chains() })
    const { token } = await signIn(service, 'Ada@Example.com ')
    const user = service.user(token)
    expect(user.email).toBe('ada@example.com')
    const client = createPublicClient({ transport: http(anvil.rpcUrl()) })
    expect(await client.getBalance({ address: user.address })).toBe(FRAME_FUNDING_WEI)

    // The EOA (the smart account is the default: smartAccounts.test.ts).
    const rpc = (method: string, params: unknown) =>
      service.rpc(token, {
        method,
        params,
        chainId: DEVSTACK_CHAIN_A_ID,
        preferredAccountType: 'eoa',
      })
    expect(await rpc('eth_accounts', [])).toEqual([user.address])
    expect(await rpc('eth_chainId', [])).toBe('0x7a69')
    const signature = (await rpc('personal_sign', ['0x68656c6c6f', user.address])) as `0x${string}`
    expect(await verifyMessage({ address: user.address, message: 'hello', signature })).toBe(true)

    const typed = {
      domain: { name: 'Foyer', chainId: DEVSTACK_CHAIN_A_ID },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Note: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Note',
      message: { text: 'hi' },
    } as const
    const typedSignature = (await rpc('eth_signTypedData_v4', [
      user.address,
      JSON.stringify(typed),
    ])) as `0x${string}`
    const { EIP712Domain: _, ...types } = typed.types
    expect(
      await verifyTypedData({ ...typed, types, address: user.address, signature: typedSignature }),
    ).toBe(true)

    const to = TEST_ACCOUNTS[4].address
    const hash = (await rpc('eth_sendTransaction', [
      { from: user.address, to, value: `0x${parseEther('0.001').toString(16)}` },
    ])) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await rpc('eth_getBalance', [user.address, 'latest'])).toMatch(/^0x/)

    service.signOut(token)
    expect(() => service.user(token)).toThrow('Not signed in')
  })

  test('error: wrong, reused and expired codes; bad email; unknown method and chain', async () => {
    let now = 1_000
    const service = createFrameService({ chains: chains(), now: () => now })
    await expect(service.verifyCode('a@b.co', '000000')).rejects.toThrow('Invalid or expired code')
    expect(() => service.requestCode('not-an-email')).toThrow('Invalid email')
    service.requestCode('a@b.co')
    const code = service.inbox('a@b.co')[0]?.code
    expect(code).toMatch(/^\d{6}$/)
    now += FRAME_OTP_EXPIRY_MS
    await expect(service.verifyCode('a@b.co', code)).rejects.toThrow('Invalid or expired code')
    const { token } = await signIn(service, 'a@b.co')
    await expect(service.verifyCode('a@b.co', code)).rejects.toThrow()
    expect(() => service.rpc(token, { method: 'eth_sign', params: [], chainId: 1 })).toThrow(
      'Unsupported chain 1',
    )
    await expect(
      service.rpc(token, { method: 'eth_sign', params: [], chainId: DEVSTACK_CHAIN_A_ID }),
    ).rejects.toThrow('Method not supported: eth_sign')
  })
})

describe('startFrameServer', () => {
  test('behavior: page, inbox, stall control, API over HTTP', async () => {
    const server = await startFrameServer({ chains: chains(), port: 0 })
    try {
      const response = await fetch(`${server.url}/?origin=http://127.0.0.1:5173`)
      expect(response.headers.get('content-security-policy')).toBe(
        'frame-ancestors http://127.0.0.1:5173',
      )
      const page = await response.text()
      expect(page).toContain('"stall":false')
      expect(page).toContain('<script src="/frame.js">')
      await fetch(`${server.url}/devstack/frame`, { method: 'POST', body: '{"stall":true}' })
      expect(await (await fetch(`${server.url}/`)).text()).toContain('"stall":true')
      // Each field given is set, the others kept.
      const control = (body: string) =>
        fetch(`${server.url}/devstack/frame`, { method: 'POST', body }).then((r) => r.json())
      expect(await control('{"deployAccounts":false}')).toEqual({
        stall: true,
        deployAccounts: false,
      })
      expect(await control('{"stall":false}')).toEqual({ stall: false, deployAccounts: false })
      expect(await control('{"deployAccounts":true,"stall":true}')).toEqual({
        stall: true,
        deployAccounts: true,
      })

      const post = (path: string, body: unknown, token?: string) =>
        fetch(`${server.url}/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
      expect(await (await post('email', { email: 'b@c.io' })).json()).toEqual({
        result: { action: 'VERIFY_OTP' },
      })
      const inbox = await (await fetch(`${server.url}/devstack/inbox?email=b@c.io`)).json()
      expect(inbox.codes).toHaveLength(1)
      expect(await (await fetch(`${server.url}/inbox`)).text()).toContain(inbox.codes[0].code)
      const bad = await post('otp', { email: 'b@c.io', otp: '12' })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Invalid or expired code' })
      const { result } = await (
        await post('otp', { email: 'b@c.io', otp: inbox.codes[0].code })
      ).json()
      expect((await (await post('user', {}, result.token)).json()).result.email).toBe('b@c.io')
      expect((await post('user', {}, 'nope')).status).toBe(401)
    } finally {
      await server.stop()
    }
  })
})
