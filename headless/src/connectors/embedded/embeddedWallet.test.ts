// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { closeModal } from '../../actions/closeModal.js'
import { connectEmail } from '../../actions/connectEmail.js'
import { disconnect } from '../../actions/disconnect.js'
import { getEmailLoginCooldown } from '../../actions/getEmailLoginCooldown.js'
import { openModal } from '../../actions/openModal.js'
import { reconnect } from '../../actions/reconnect.js'
import { resolveApproval } from '../../actions/resolveApproval.js'
import { signMessage } from '../../actions/signMessage.js'
import { verifyEmailOtp } from '../../actions/verifyEmailOtp.js'
import { RpcMethodNotAllowedError } from '../../errors/auth.js'
import { UserRejectedRequestError } from '../../errors/rpc.js'
import { activeAccountAtom, connectorsAtom, modalAtom, routeAtom } from '../../store/atoms.js'
import { approvalRequestsAtom, emailLoginAtom } from '../../store/embeddedWalletAtoms.js'
import { memoryStorage } from '../../store/storage.js'
import {
  emailEntry,
  emailLoginUsedEntry,
  lastEmailLoginTimeEntry,
  lastUsedChainEntry,
  socialUsernameEntry,
} from '../../store/storageKeys.js'
import { autoReadyFrames, FRAME_URL } from '../../test/fakeFrame.js'
import { devnet, testFoyer, unmountAll } from '../../test/testFoyer.js'
import type { Eip1193Provider } from '../eip1193.js'
import { EMBEDDED_CONNECTOR_ID, embeddedWallet } from './embeddedWallet.js'
import { findEmbeddedWallet } from './findEmbeddedWallet.js'
import { createFrameClient } from './frameClient.js'
import { loginCacheKeys } from './loginCache.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const signature = `0x${'ab'.repeat(65)}`

function setup(storage = memoryStorage()) {
  const frameState = { signedIn: false }
  const user = {
    email: 'ada@example.com',
    address,
    chainId: 31337,
    accounts: [{ address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
  const answer = (event: string, payload: Record<string, unknown>): unknown => {
    switch (event) {
      case 'CONNECT_EMAIL':
        return { action: 'VERIFY_OTP' }
      case 'CONNECT_OTP':
        if (payload.otp !== '123456') throw new Error('Invalid or expired code')
        frameState.signedIn = true
        return {}
      case 'GET_USER':
        if (!frameState.signedIn) throw new Error('Not signed in')
        return user
      case 'IS_CONNECTED':
        return { isConnected: frameState.signedIn }
      case 'GET_CHAIN_ID':
        return { chainId: 31337 }
      case 'RPC_REQUEST':
        return payload.method === 'personal_sign' ? signature : '0x10'
      case 'SIGN_OUT':
        frameState.signedIn = false
        return {}
      default:
        return {}
    }
  }
  const frames = autoReadyFrames(answer)
  const { foyer } = testFoyer({
    networks: [devnet],
    connectors: [embeddedWallet({ createClient: frames.wrap(createFrameClient) })],
    services: { frameUrl: FRAME_URL },
    features: { email: true },
    storage,
  })
  const connector = findEmbeddedWallet(foyer.store.get(connectorsAtom))
  if (!connector) throw new Error('no embedded wallet')
  return { foyer, connector, frames, frameState, storage }
}

afterEach(() => {
  unmountAll()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
  vi.useRealTimers()
})

describe('embeddedWallet', () => {
  test('default', async () => {
    const { connector } = setup()
    expect(connector).toMatchObject({
      id: EMBEDDED_CONNECTOR_ID,
      type: 'AUTH',
      chain: 'eip155',
      namespaces: ['eip155'],
    })
    // No email login yet: nothing is made, nothing is asked.
    expect(await connector.isAuthorized()).toBe(false)
    expect(await connector.getAccounts()).toEqual([])
    expect(await connector.getChainId()).toBe(31337)
    expect(connector.isFrameCreated()).toBe(false)
    expect(document.querySelector('iframe')).toBeNull()
    expect(Object.values(loginCacheKeys).sort()).toEqual(
      [emailLoginUsedEntry, emailEntry, lastUsedChainEntry, socialUsernameEntry]
        .map((entry) => entry.key)
        .sort(),
    )
  })

  test('behavior: email login, approvals, reload and disconnect', async () => {
    const { foyer, connector, frames, storage } = setup()
    await expect(connectEmail(foyer, { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(foyer.store.get(emailLoginAtom)).toEqual({
      status: 'verifyOtp',
      email: 'ada@example.com',
    })
    expect(foyer.storage.get(lastEmailLoginTimeEntry)).toBeTypeOf('number')
    await expect(connectEmail(foyer, { email: 'ada@example.com' })).rejects.toThrow(
      'Please try again after 30 seconds',
    )
    expect(getEmailLoginCooldown(foyer)).toBe(30)

    await expect(verifyEmailOtp(foyer, { otp: '000000' })).rejects.toThrow(
      'Invalid or expired code',
    )
    expect(foyer.store.get(emailLoginAtom).status).toBe('verifyOtp')
    const account = await verifyEmailOtp(foyer, { otp: '123456' })
    expect(account).toMatchObject({ status: 'connected', address, connectorId: 'embedded' })
    expect(foyer.store.get(emailLoginAtom).status).toBe('connected')
    expect(foyer.storage.get(emailLoginUsedEntry)).toBe(true)
    expect(foyer.storage.get(emailEntry)).toBe('ada@example.com')
    expect(foyer.storage.get(lastEmailLoginTimeEntry)).toBeUndefined()
    const frame = frames.frames[0]
    expect(frame?.events()).toEqual(
      expect.arrayContaining(['SYNC_THEME', 'SYNC_DAPP_DATA', 'CONNECT_EMAIL', 'CONNECT_OTP']),
    )

    // An unsafe request waits for approval on ApproveTransaction.
    const signing = signMessage(foyer, { message: 'hello' })
    await vi.waitFor(() => expect(foyer.store.get(routeAtom).view).toBe('ApproveTransaction'))
    expect(foyer.store.get(approvalRequestsAtom)).toEqual([
      { method: 'personal_sign', params: ['0x68656c6c6f', address], chainId: 31337 },
    ])
    resolveApproval(foyer, { decision: 'approve' })
    await expect(signing).resolves.toBe(signature)
    expect(foyer.store.get(modalAtom).status).toBe('closed')

    // Opened over a view of an open modal, the settled approval returns to that view.
    openModal(foyer, { view: 'RegisterAccountName' })
    const over = signMessage(foyer, { message: 'over a view' })
    await vi.waitFor(() => expect(foyer.store.get(routeAtom).view).toBe('ApproveTransaction'))
    resolveApproval(foyer, { decision: 'approve' })
    await expect(over).resolves.toBe(signature)
    expect(foyer.store.get(modalAtom).status).toBe('open')
    expect(foyer.store.get(routeAtom).view).toBe('RegisterAccountName')
    closeModal(foyer)

    const rejected = signMessage(foyer, { message: 'no' })
    await vi.waitFor(() => expect(foyer.store.get(approvalRequestsAtom)).toHaveLength(1))
    resolveApproval(foyer, { decision: 'reject' })
    await expect(rejected).rejects.toBeInstanceOf(UserRejectedRequestError)

    const closed = signMessage(foyer, { message: 'closed' })
    await vi.waitFor(() => expect(foyer.store.get(approvalRequestsAtom)).toHaveLength(1))
    closeModal(foyer)
    await expect(closed).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.store.get(approvalRequestsAtom)).toEqual([])

    const provider = (await connector.getProvider()) as Eip1193Provider
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toBeInstanceOf(
      RpcMethodNotAllowedError,
    )
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    const chains: unknown[] = []
    provider.on?.('chainChanged', (value) => chains.push(value))
    await connector.switchChain?.({ chainId: 31337 })
    expect(chains).toEqual(['0x7a69'])

    // A reload: a new instance on the same storage restores the session through the frame.
    unmountAll()
    const reloaded = setup(storage)
    reloaded.frameState.signedIn = true
    await reconnect(reloaded.foyer)
    expect(reloaded.foyer.store.get(activeAccountAtom)).toMatchObject({
      status: 'connected',
      address,
    })
    expect(reloaded.connector.isFrameCreated()).toBe(true)

    await disconnect(reloaded.foyer)
    expect(reloaded.frames.frames[0]?.events()).toContain('SIGN_OUT')
    expect(reloaded.foyer.storage.get(emailLoginUsedEntry)).toBeUndefined()
    expect(reloaded.foyer.storage.get(emailEntry)).toBeUndefined()
  })

  test('behavior: a failed is-connected check clears the login cache', async () => {
    const storage = memoryStorage()
    storage.setItem('@foyer/test/email_login_used', 'true')
    storage.setItem('@foyer/test/social_username', '"ada"')
    const { connector, foyer } = setup(storage)
    expect(foyer.storage.get(emailLoginUsedEntry)).toBe(true)
    expect(await connector.isAuthorized()).toBe(false)
    expect(connector.isFrameCreated()).toBe(true)
    expect(foyer.storage.get(emailLoginUsedEntry)).toBeUndefined()
    expect(foyer.storage.get(socialUsernameEntry)).toBe('ada')
  })

  test('behavior: disconnect waits at most 3 s for sign-out', async () => {
    // The methods load with import() on first use: load them before the clock is faked, or
    // the 3 s would start after a download the fake clock does not wait for (this test first).
    await import('./embeddedMethods.js')
    vi.useFakeTimers()
    const storage = memoryStorage()
    storage.setItem('@foyer/email_login_used', 'true')
    const connector = embeddedWallet({
      createClient: () =>
        ({
          failed: false,
          ready: Promise.resolve(),
          request: () => new Promise(() => {}),
          destroy() {},
        }) as never,
    })({ projectId: 'p', networks: [], frameUrl: FRAME_URL, storage: () => storage })
    const done = vi.fn()
    void connector.disconnect().then(done)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalled()
    expect(storage.getItem('@foyer/email_login_used')).toBeNull()
  })

  test('error: no frame URL, no embedded wallet, bad email and code', async () => {
    const connector = embeddedWallet()({ projectId: 'p', networks: [] })
    await expect(connector.connectEmail({ email: 'a@b.co' })).rejects.toThrow(
      'The embedded wallet needs `services.frameUrl`',
    )
    const { foyer } = testFoyer({ mounted: false })
    await expect(connectEmail(foyer, { email: 'a@b.co' })).rejects.toThrow('Connector not found')
    await expect(connectEmail(foyer, { email: 'nope' })).rejects.toThrow('Invalid email address')
    await expect(verifyEmailOtp(foyer, { otp: '12' })).rejects.toThrow('Invalid one-time code')
  })
})
