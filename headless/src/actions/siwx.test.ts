import { verifyMessage } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { SignatureDeclinedError, SiwxNotEnabledError } from '../errors/auth.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { SiwxInvalidSignatureError } from '../errors/siwx.js'
import { parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
import { activeAccountAtom, modalAtom, routeAtom } from '../store/atoms.js'
import { createDefaultSiwx } from '../store/createDefaultSiwx.js'
import { siwxAtom, siwxMessageAtom } from '../store/siwxAtoms.js'
import type { SiweConfig, SiwxConfig } from '../store/siwxConfig.js'
import { memoryStorage } from '../store/storage.js'
import { toastQueueAtom } from '../store/toastAtoms.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { openModal } from './openModal.js'
import { requestCloseModal } from './requestCloseModal.js'
import { selectWallet } from './selectWallet.js'
import { siwxCancel } from './siwxCancel.js'
import { siwxSignIn } from './siwxSignIn.js'
import { siwxSignOut } from './siwxSignOut.js'

afterEach(unmountAll)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Connects the mock wallet through the modal, as a visitor does, and waits for the sign view. */
async function connectAndWaitForSignIn(foyer: ReturnType<typeof testFoyer>['foyer']) {
  openModal(foyer)
  await selectWallet(foyer, { connectorId: 'test.fake' })
  await vi.waitFor(() => {
    expect(foyer.store.get(modalAtom).status).toBe('open')
    expect(foyer.store.get(routeAtom).view).toBe('SIWXSignMessage')
    expect(foyer.store.get(siwxMessageAtom)).not.toBeNull()
  })
}

function trackEvents(foyer: ReturnType<typeof testFoyer>['foyer']) {
  const events: string[] = []
  foyer.emitter.subscribe((event) => events.push(event.type))
  return events
}

describe('sign-in flow (SIWX)', () => {
  test('default: connecting opens SIWXSignMessage; signing stores the session, closes, tracks success', async () => {
    const storage = memoryStorage()
    const siwx = createDefaultSiwx({ statement: 'Sign in to the test app', required: true })
    const { foyer } = testFoyer({ siwx, storage })
    await connectAndWaitForSignIn(foyer)
    expect(foyer.store.get(siwxMessageAtom)?.message.statement).toBe('Sign in to the test app')
    const events = trackEvents(foyer)
    const session = await siwxSignIn(foyer)
    expect(session?.data).toMatchObject({ chainId: 'eip155:31337', accountAddress: address })
    // A real EIP-4361 text, signed by the account with personal_sign.
    expect(parseSiwxMessage(session?.message ?? '')).toMatchObject({
      statement: 'Sign in to the test app',
    })
    expect(
      await verifyMessage({
        address,
        message: session?.message ?? '',
        signature: session?.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
    expect(foyer.store.get(siwxAtom).status).toBe('signed')
    expect(events).toContain('siwxAuthSuccess')
    // Stored under the instance's storage key.
    expect(JSON.parse(storage.getItem('@foyer/test/siwx_sessions') ?? '[]')).toHaveLength(1)
    expect(await siwx.getSessions('eip155:31337', address.toLowerCase())).toHaveLength(1)
  })

  test('behavior: a reload with a valid session asks nothing', async () => {
    const storage = memoryStorage()
    const first = testFoyer({ siwx: createDefaultSiwx(), storage })
    await connectAndWaitForSignIn(first.foyer)
    await siwxSignIn(first.foyer)
    unmountAll()
    const { foyer } = testFoyer({
      siwx: createDefaultSiwx(),
      storage,
      wallet: testWallet({ authorized: true }),
    })
    await vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('connected'))
    await vi.waitFor(() => expect(foyer.store.get(siwxAtom).status).toBe('idle'))
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: switching to a network with no session asks again', async () => {
    const { foyer, wallet } = testFoyer({ siwx: createDefaultSiwx() })
    await connectAndWaitForSignIn(foyer)
    await siwxSignIn(foyer)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
    wallet.setChainId(1)
    await vi.waitFor(() => {
      expect(foyer.store.get(routeAtom).view).toBe('SIWXSignMessage')
      expect(foyer.store.get(modalAtom).status).toBe('open')
      expect(foyer.store.get(siwxMessageAtom)?.message.chainId).toBe('eip155:1')
    })
  })

  test('error: a declined signature stays on the view with "Signature declined" and is tracked', async () => {
    const wallet = testWallet()
    const { foyer } = testFoyer({ siwx: createDefaultSiwx(), wallet })
    await connectAndWaitForSignIn(foyer)
    const events = trackEvents(foyer)
    wallet.setBehavior('reject')
    expect(await siwxSignIn(foyer)).toBeUndefined()
    const state = foyer.store.get(siwxAtom)
    expect(state.status).toBe('awaitingSignature')
    expect(state.status === 'awaitingSignature' && state.error).toBeInstanceOf(
      SignatureDeclinedError,
    )
    expect(state.status === 'awaitingSignature' && state.error?.shortMessage).toBe(
      'Signature declined',
    )
    expect(foyer.store.get(routeAtom).view).toBe('SIWXSignMessage')
    expect(events).toContain('siwxAuthError')
    // Try again works with a new message.
    wallet.setBehavior('approve')
    expect(await siwxSignIn(foyer)).toBeDefined()
  })

  test('error: a config that refuses the session keeps the view with its error', async () => {
    const siweConfig: SiweConfig = {
      getNonce: async () => 'abcdefgh12345678',
      createMessage: ({ address: account, nonce }) => `sign in ${account} ${nonce}`,
      verifyMessage: async () => false,
      getSession: async () => null,
      signOut: async () => true,
    }
    const { foyer } = testFoyer({ siweConfig })
    await connectAndWaitForSignIn(foyer)
    await siwxSignIn(foyer)
    const state = foyer.store.get(siwxAtom)
    expect(state.status === 'awaitingSignature' && state.error).toBeInstanceOf(
      SiwxInvalidSignatureError,
    )
  })

  test('error: a failed initialisation disconnects, resets to Connect and shows the error', async () => {
    const siwx: SiwxConfig = {
      ...createDefaultSiwx(),
      createMessage: async () => {
        throw new Error('backend down')
      },
    }
    const { foyer } = testFoyer({ siwx })
    openModal(foyer)
    await selectWallet(foyer, { connectorId: 'test.fake' })
    await vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected'))
    expect(foyer.store.get(siwxAtom).status).toBe('failed')
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    expect(foyer.store.get(toastQueueAtom).visible.map((toast) => toast.message)).toContain(
      'A problem occurred while trying initialize authentication',
    )
  })

  test('behavior: cancel disconnects when sign-in is required, then Connect', async () => {
    const { foyer } = testFoyer({ siwx: createDefaultSiwx({ required: true }) })
    await connectAndWaitForSignIn(foyer)
    siwxCancel(foyer)
    await vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected'))
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: cancel closes when sign-in is optional, the wallet stays connected', async () => {
    const { foyer } = testFoyer({ siwx: createDefaultSiwx() })
    await connectAndWaitForSignIn(foyer)
    siwxCancel(foyer)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    expect(foyer.store.get(activeAccountAtom).status).toBe('connected')
  })

  test('behavior: closing is refused (shake) while sign-in is required with no session', async () => {
    const { foyer } = testFoyer({ siwx: createDefaultSiwx({ required: true }) })
    await connectAndWaitForSignIn(foyer)
    requestCloseModal(foyer)
    expect(foyer.store.get(modalAtom)).toMatchObject({ status: 'open', shake: 'shaking' })
    await siwxSignIn(foyer)
    openModal(foyer)
    requestCloseModal(foyer)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: signing out revokes the session', async () => {
    const siwx = createDefaultSiwx()
    const { foyer } = testFoyer({ siwx })
    await connectAndWaitForSignIn(foyer)
    await siwxSignIn(foyer)
    await siwxSignOut(foyer)
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
  })

  test('behavior: a siweConfig with a session for the account asks nothing', async () => {
    const siweConfig: SiweConfig = {
      getNonce: async () => 'abcdefgh12345678',
      createMessage: () => 'message',
      verifyMessage: async () => true,
      getSession: async () => ({ address, chainId: 31337 }),
      signOut: async () => true,
    }
    const { foyer } = testFoyer({ siweConfig })
    openModal(foyer)
    await selectWallet(foyer, { connectorId: 'test.fake' })
    await vi.waitFor(() => expect(foyer.store.get(modalAtom).status).toBe('closed'))
    expect(foyer.store.get(siwxAtom).status).toBe('idle')
  })

  test('error: without siwx or siweConfig the actions say "SIWX is not enabled"', async () => {
    const { foyer } = testFoyer()
    await expect(siwxSignIn(foyer)).rejects.toThrow(SiwxNotEnabledError)
    await expect(siwxSignOut(foyer)).rejects.toThrow('SIWX is not enabled')
    expect(() => siwxCancel(foyer)).toThrow(SiwxNotEnabledError)
  })

  test('parameters: foyer', async () => {
    await expect(siwxSignIn(undefined as never)).rejects.toThrow(InvalidParameterError)
    expect(() => siwxCancel({} as never)).toThrow(InvalidParameterError)
    expect(() => createDefaultSiwx({ statement: 3 } as never)).toThrow(InvalidParameterError)
  })
})
