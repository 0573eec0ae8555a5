import { afterEach, describe, expect, test, vi } from 'vitest'
import { SignatureDeclinedError, SiwxNotEnabledError } from '../errors/auth.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { activeAccountAtom, routeAtom } from '../store/atoms.js'
import { createDefaultSiwx } from '../store/createDefaultSiwx.js'
import { siwxSessionsAtom } from '../store/siwxAtoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { type GetSiwxStateReturnType, getSiwxState } from './getSiwxState.js'
import { openModal } from './openModal.js'
import { selectWallet } from './selectWallet.js'
// The root entry's actions, which load the flow's code on their first call.
import { siwxCancel, siwxSignIn, siwxSignOut } from './siwxActions.js'
import { watchSiwxState } from './watchSiwxState.js'

afterEach(unmountAll)

describe('getSiwxState, watchSiwxState, siwxSignIn/siwxSignOut/siwxCancel (sign-in without React)', () => {
  test('default: idle and signed out before connecting; the flow as it goes, to signed and out', async () => {
    const { foyer } = testFoyer({ siwx: createDefaultSiwx({ statement: 'Sign in to the app' }) })
    expect(getSiwxState(foyer)).toEqual({
      enabled: true,
      required: false,
      status: 'idle',
      error: undefined,
      sessions: [],
      isSignedIn: false,
      message: undefined,
    })
    const seen: GetSiwxStateReturnType[] = []
    const stop = watchSiwxState(foyer, { onChange: (state) => seen.push(state) })

    openModal(foyer)
    await selectWallet(foyer, { connectorId: 'test.fake' })
    await vi.waitFor(() => expect(getSiwxState(foyer).message).toBeDefined())
    expect(foyer.store.get(routeAtom).view).toBe('SIWXSignMessage')
    const waiting = getSiwxState(foyer)
    expect(waiting).toMatchObject({ status: 'awaitingSignature', isSignedIn: false })
    expect(waiting.message).toMatchObject({ statement: 'Sign in to the app' })
    // A plain object: the message's text function is not part of the state.
    expect(Object.hasOwn(waiting.message ?? {}, 'toString')).toBe(false)

    const session = await siwxSignIn(foyer)
    const signed = getSiwxState(foyer)
    expect(signed).toMatchObject({ status: 'signed', isSignedIn: true })
    expect(signed.sessions).toEqual([session])
    expect(seen.map((state) => state.status)).toContain('awaitingSignature')
    expect(seen.at(-1)).toEqual(signed)

    await siwxSignOut(foyer)
    expect(getSiwxState(foyer)).toMatchObject({ isSignedIn: false, sessions: [] })
    expect(seen.at(-1)).toEqual(getSiwxState(foyer))
    // Each part is heard on its own: here only the sessions change (as when they are read back).
    const before = seen.length
    foyer.store.set(siwxSessionsAtom, null)
    expect(seen).toHaveLength(before + 1)
    const count = seen.length
    stop()
    openModal(foyer)
    await siwxSignIn(foyer)
    expect(seen).toHaveLength(count)
  })

  test('behavior: a declined signature is the state’s error; without siwx it is not enabled', async () => {
    const { foyer, wallet } = testFoyer({ siwx: createDefaultSiwx({ required: true }) })
    openModal(foyer)
    await selectWallet(foyer, { connectorId: 'test.fake' })
    await vi.waitFor(() => expect(getSiwxState(foyer).message).toBeDefined())
    wallet.setBehavior('reject')
    await siwxSignIn(foyer)
    expect(getSiwxState(foyer)).toMatchObject({ required: true, status: 'awaitingSignature' })
    expect(getSiwxState(foyer).error).toBeInstanceOf(SignatureDeclinedError)

    // Cancel on a required sign-in disconnects.
    await siwxCancel(foyer)
    await vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected'))
    expect(getSiwxState(foyer)).toMatchObject({ status: 'idle', message: undefined })

    const plain = testFoyer().foyer
    expect(getSiwxState(plain)).toMatchObject({ enabled: false, required: false })
    await expect(siwxSignIn(plain)).rejects.toThrow(SiwxNotEnabledError)
    await expect(siwxCancel(plain)).rejects.toThrow('SIWX is not enabled')
  })

  test('parameters: foyer, onChange', async () => {
    const { foyer } = testFoyer()
    expect(() => getSiwxState({} as never)).toThrow(InvalidParameterError)
    expect(() => watchSiwxState(undefined as never, { onChange: () => {} })).toThrow(
      InvalidParameterError,
    )
    expect(() => watchSiwxState(foyer, { onChange: 'no' } as never)).toThrow(InvalidParameterError)
    expect(() => watchSiwxState(foyer, undefined as never)).toThrow(InvalidParameterError)
    // Checked before any code loads.
    await expect(siwxSignIn(undefined as never)).rejects.toThrow(InvalidParameterError)
    await expect(siwxSignOut({} as never)).rejects.toThrow(InvalidParameterError)
    await expect(siwxCancel(null as never)).rejects.toThrow(InvalidParameterError)
  })
})
