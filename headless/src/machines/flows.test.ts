import { describe, expect, test, vi } from 'vitest'
import { SiwxInitializationError } from '../errors/auth.js'
import { UnknownError } from '../errors/generic.js'
import { SendAmountAndReceiverRequiredError } from '../errors/send.js'
import { InvalidOtpError } from '../errors/validation.js'
import { shouldUseOneClickAuth } from '../rules/oneClickAuth.js'
import { shouldOpenUnsupportedChain } from '../rules/unsupportedChain.js'
import { emailLoginTransition, initialEmailLoginState } from './emailLogin.js'
import { emailUpdateTransition, initialEmailUpdateState } from './emailUpdate.js'
import { initialModalState, modalTransition, resolveCloseAction, shakeDurationMs } from './modal.js'
import { activeNetworkAfterRemoval, afterNetworkSwitch } from './networkSwitch.js'
import { initialPairingState, pairingTransition } from './pairing.js'
import { isPairingExpired, pairingRefreshAt } from './pairingStatus.js'
import { initialSendState, sendTransition } from './send.js'
import { initialSiwxState, shouldRequestSiwx, siwxTransition } from './siwx.js'
import { initialToastQueueState, nextToastDeadline, toastQueueTransition } from './toast.js'
import { transactionStackTransition } from './transactionStack.js'
import {
  canFetchMoreTransactions,
  initialTransactionsState,
  transactionsTransition,
} from './transactions.js'

describe('modal', () => {
  const base = {
    view: 'Account' as const,
    connected: true,
    siwxRequired: false,
    hasSiwxSession: false,
    embedded: false,
  }
  test('behavior: shake lasts 500 ms', () => {
    expect(shakeDurationMs).toBe(500)
    const open = modalTransition(initialModalState, { type: 'open' })
    expect(modalTransition(open, { type: 'open' })).toBe(open)
    const closed = modalTransition(open, { type: 'close' })
    expect(modalTransition(closed, { type: 'close' })).toBe(closed)
  })
  test('behavior: closing closes by default', () => {
    expect(resolveCloseAction(base)).toEqual({ type: 'close' })
  })
  test('behavior: safe close shakes on UnsupportedChain', () => {
    expect(resolveCloseAction({ ...base, view: 'UnsupportedChain' })).toEqual({ type: 'shake' })
  })
  test('behavior: safe close shakes while sign-in is required with no session', () => {
    expect(resolveCloseAction({ ...base, siwxRequired: true })).toEqual({ type: 'shake' })
    expect(
      resolveCloseAction({
        ...base,
        connected: false,
        view: 'SIWXSignMessage',
        siwxRequired: true,
      }),
    ).toEqual({ type: 'shake' })
    expect(resolveCloseAction({ ...base, siwxRequired: true, hasSiwxSession: true })).toEqual({
      type: 'close',
    })
    expect(
      resolveCloseAction({ ...base, connected: false, view: 'Connect', siwxRequired: true }),
    ).toEqual({ type: 'close' })
  })
  test('behavior: embedded mode close returns to Account when connected, else Connect', () => {
    expect(resolveCloseAction({ ...base, embedded: true })).toEqual({
      type: 'reset',
      view: 'Account',
    })
    expect(resolveCloseAction({ ...base, embedded: true, connected: false })).toEqual({
      type: 'reset',
      view: 'Connect',
    })
  })
})

describe('transaction stack', () => {
  const callbacks = () => ({ onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() })
  test('behavior: on success the top pops, onSuccess runs, back while entries remain else close', () => {
    const first = callbacks()
    const second = callbacks()
    let step = transactionStackTransition([], { type: 'push', entry: first })
    step = transactionStackTransition(step.stack, { type: 'push', entry: second })
    expect(step.stack).toHaveLength(2)
    step = transactionStackTransition(step.stack, { type: 'success' })
    for (const run of step.run) run()
    expect(second.onSuccess).toHaveBeenCalledOnce()
    expect(step.navigation).toBe('back')
    step = transactionStackTransition(step.stack, { type: 'success' })
    expect(step.navigation).toBe('close')
    expect(step.stack).toEqual([])
  })
  test('behavior: on error the onError callback runs and the view goes back', () => {
    const entry = callbacks()
    const step = transactionStackTransition([entry], { type: 'error', error: 'boom' })
    for (const run of step.run) run()
    expect(entry.onError).toHaveBeenCalledWith('boom')
    expect(step.navigation).toBe('back')
  })
  test('behavior: on cancel the onCancel callback runs and the view goes back', () => {
    const entry = callbacks()
    const step = transactionStackTransition([entry], { type: 'cancel' })
    for (const run of step.run) run()
    expect(entry.onCancel).toHaveBeenCalledOnce()
    expect(step).toMatchObject({ stack: [], navigation: 'back' })
  })
  test('behavior: closing the modal rejects every pending request', () => {
    const a = callbacks()
    const b = callbacks()
    const step = transactionStackTransition([a, b, {}], { type: 'modalClosed' })
    for (const run of step.run) run()
    expect(a.onCancel).toHaveBeenCalledOnce()
    expect(b.onCancel).toHaveBeenCalledOnce()
    expect(step.stack).toEqual([])
  })
  test('behavior: outcomes with an empty stack run nothing; success closes', () => {
    expect(transactionStackTransition([], { type: 'success' })).toEqual({
      stack: [],
      run: [],
      navigation: 'close',
    })
    expect(transactionStackTransition([], { type: 'cancel' }).navigation).toBe('none')
    expect(transactionStackTransition([{}], { type: 'error', error: 1 }).run).toEqual([])
    expect(transactionStackTransition([{}], { type: 'cancel' }).run).toEqual([])
    expect(transactionStackTransition([{}, {}], { type: 'success' }).run).toEqual([])
  })
})

describe('email login', () => {
  const error = new InvalidOtpError()
  test('behavior: connect email, then verify OTP, then connected', () => {
    let state = emailLoginTransition(initialEmailLoginState, {
      type: 'submitEmail',
      email: 'a@b.co',
    })
    expect(state.status).toBe('sendingEmail')
    state = emailLoginTransition(state, { type: 'emailAccepted', action: 'VERIFY_OTP' })
    expect(state).toEqual({ status: 'verifyOtp', email: 'a@b.co' })
    state = emailLoginTransition(state, { type: 'submitOtp' })
    expect(state.status).toBe('verifyingOtp')
    state = emailLoginTransition(state, { type: 'otpRejected', error })
    expect(state).toEqual({ status: 'verifyOtp', email: 'a@b.co', error })
    state = emailLoginTransition(emailLoginTransition(state, { type: 'submitOtp' }), {
      type: 'connected',
    })
    expect(state).toEqual({ status: 'connected', email: 'a@b.co' })
  })
  test('behavior: connect email, then verify device, then connected', () => {
    let state = emailLoginTransition(initialEmailLoginState, {
      type: 'submitEmail',
      email: 'a@b.co',
    })
    state = emailLoginTransition(state, { type: 'emailAccepted', action: 'VERIFY_DEVICE' })
    expect(state.status).toBe('verifyDevice')
    expect(
      emailLoginTransition(state, { type: 'emailAccepted', action: 'VERIFY_OTP' }).status,
    ).toBe('verifyOtp')
    expect(emailLoginTransition(state, { type: 'connected' }).status).toBe('connected')
  })
  test('behavior: a failed device wait stays on the step with its error; waiting again goes on', () => {
    const error = new UnknownError()
    let state = emailLoginTransition(
      emailLoginTransition(initialEmailLoginState, { type: 'submitEmail', email: 'a@b.co' }),
      { type: 'emailAccepted', action: 'VERIFY_DEVICE' },
    )
    state = emailLoginTransition(state, { type: 'deviceFailed', error })
    expect(state).toEqual({ status: 'verifyDevice', email: 'a@b.co', error })
    state = emailLoginTransition(state, { type: 'emailAccepted', action: 'VERIFY_OTP' })
    expect(state).toEqual({ status: 'verifyOtp', email: 'a@b.co' })
    // Outside the device step the event changes nothing.
    expect(emailLoginTransition(state, { type: 'deviceFailed', error })).toBe(state)
  })
  test('behavior: another email may be sent while a device approval is awaited', () => {
    const waiting = emailLoginTransition(
      emailLoginTransition(initialEmailLoginState, { type: 'submitEmail', email: 'a@b.co' }),
      { type: 'emailAccepted', action: 'VERIFY_DEVICE' },
    )
    expect(emailLoginTransition(waiting, { type: 'submitEmail', email: 'c@d.co' })).toEqual({
      status: 'sendingEmail',
      email: 'c@d.co',
    })
  })
  test('behavior: events out of order are ignored; fail and reset go back to idle', () => {
    expect(emailLoginTransition(initialEmailLoginState, { type: 'submitOtp' })).toBe(
      initialEmailLoginState,
    )
    expect(emailLoginTransition(initialEmailLoginState, { type: 'connected' })).toBe(
      initialEmailLoginState,
    )
    expect(
      emailLoginTransition(initialEmailLoginState, { type: 'emailAccepted', action: 'VERIFY_OTP' }),
    ).toBe(initialEmailLoginState)
    expect(emailLoginTransition(initialEmailLoginState, { type: 'otpRejected', error })).toBe(
      initialEmailLoginState,
    )
    const sending = { status: 'sendingEmail', email: 'x' } as const
    expect(emailLoginTransition(sending, { type: 'submitEmail', email: 'y' })).toBe(sending)
    expect(emailLoginTransition(sending, { type: 'fail', error })).toEqual({
      status: 'idle',
      error,
    })
    expect(emailLoginTransition(sending, { type: 'reset' })).toBe(initialEmailLoginState)
  })
})

describe('email change', () => {
  const error = new InvalidOtpError()
  test('behavior: primary OTP, then secondary OTP, then the new email is saved', () => {
    let state = emailUpdateTransition(initialEmailUpdateState, {
      type: 'submitNewEmail',
      newEmail: 'new@b.co',
    })
    state = emailUpdateTransition(state, { type: 'requestAccepted' })
    expect(state.status).toBe('primaryOtp')
    state = emailUpdateTransition(state, { type: 'submitOtp' })
    state = emailUpdateTransition(state, { type: 'otpRejected', error })
    expect(state).toEqual({ status: 'primaryOtp', newEmail: 'new@b.co', error })
    state = emailUpdateTransition(state, { type: 'submitOtp' })
    state = emailUpdateTransition(state, { type: 'otpAccepted' })
    expect(state.status).toBe('secondaryOtp')
    state = emailUpdateTransition(state, { type: 'submitOtp' })
    expect(emailUpdateTransition(state, { type: 'otpRejected', error }).status).toBe('secondaryOtp')
    state = emailUpdateTransition(state, { type: 'otpAccepted' })
    expect(state).toEqual({ status: 'saved', email: 'new@b.co' })
  })
  test('behavior: events out of order are ignored; fail and reset go back to idle', () => {
    const idle = initialEmailUpdateState
    for (const event of [
      { type: 'requestAccepted' },
      { type: 'submitOtp' },
      { type: 'otpAccepted' },
      { type: 'otpRejected', error },
    ] as const) {
      expect(emailUpdateTransition(idle, event)).toBe(idle)
    }
    const requesting = { status: 'requesting', newEmail: 'x' } as const
    expect(emailUpdateTransition(requesting, { type: 'submitNewEmail', newEmail: 'y' })).toBe(
      requesting,
    )
    expect(emailUpdateTransition(requesting, { type: 'fail', error }).status).toBe('idle')
    expect(emailUpdateTransition(requesting, { type: 'reset' })).toBe(idle)
  })
})

describe('transactions fetch', () => {
  const tx = (id: string) => ({ id })
  test('behavior: loading, then success appends', () => {
    let state = transactionsTransition(initialTransactionsState<{ id: string }>(), {
      type: 'fetch',
    })
    expect(state.status).toBe('loading')
    expect(canFetchMoreTransactions(state)).toBe(false)
    state = transactionsTransition(state, { type: 'success', data: [tx('a')], next: 'c1' })
    expect(state).toMatchObject({ status: 'success', empty: false, next: 'c1' })
    expect(canFetchMoreTransactions(state)).toBe(true)
    state = transactionsTransition(state, { type: 'success', data: [tx('b')], next: '' })
    expect(state.transactions).toEqual([tx('a'), tx('b')])
    expect(state.next).toBeUndefined()
  })
  test('behavior: success with none is empty', () => {
    const state = transactionsTransition(initialTransactionsState(), { type: 'success', data: [] })
    expect(state.empty).toBe(true)
  })
  test('behavior: failure sets empty and clears the cursor', () => {
    const error = new UnknownError()
    let state = transactionsTransition(initialTransactionsState(), {
      type: 'success',
      data: [tx('a')],
      next: 'c',
    })
    state = transactionsTransition(state, { type: 'failure', error })
    expect(state).toMatchObject({ status: 'error', empty: true, next: undefined, error })
  })
  test('behavior: a new network starts a new list; reset empties it', () => {
    let state = transactionsTransition(initialTransactionsState(), {
      type: 'setNetwork',
      caipNetworkId: 'eip155:1',
    })
    state = transactionsTransition(state, { type: 'success', data: [tx('a')] })
    expect(transactionsTransition(state, { type: 'setNetwork', caipNetworkId: 'eip155:1' })).toBe(
      state,
    )
    const other = transactionsTransition(state, { type: 'setNetwork', caipNetworkId: 'eip155:10' })
    expect(other.transactions).toEqual([])
    expect(other.lastNetworkInView).toBe('eip155:10')
    expect(transactionsTransition(state, { type: 'reset' })).toEqual(initialTransactionsState())
  })
})

describe('send', () => {
  const filled = () => {
    let state = initialSendState<{ symbol: string }>()
    state = sendTransition(state, { type: 'setToken', token: { symbol: 'ETH' } })
    state = sendTransition(state, { type: 'setAmount', amount: '0.5' })
    state = sendTransition(state, { type: 'setReceiver', address: '0xabc' })
    state = sendTransition(state, { type: 'setReceiverProfile', name: 'ada.eth', imageUrl: 'i' })
    return sendTransition(state, { type: 'setNetworkBalanceInUSD', value: '10' })
  }
  test('behavior: loading, initiated, success, then reset', () => {
    let state = sendTransition(filled(), { type: 'submit', chainNamespace: 'eip155' })
    expect(state.status).toBe('loading')
    expect(sendTransition(state, { type: 'setAmount', amount: '9' })).toBe(state)
    state = sendTransition(state, { type: 'initiated' })
    expect(state.status).toBe('initiated')
    state = sendTransition(state, { type: 'success' })
    expect(state.status).toBe('success')
    expect(sendTransition(state, { type: 'reset' })).toEqual(initialSendState())
  })
  test('error: an invalid form stays idle with the validation error', () => {
    const state = sendTransition(initialSendState(), { type: 'submit', chainNamespace: 'eip155' })
    expect(state.status).toBe('idle')
    expect(state.error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
  })
  test('behavior: a failed send returns to idle with the error; a new receiver clears its profile', () => {
    const error = new UnknownError()
    const loading = sendTransition(filled(), { type: 'submit', chainNamespace: 'eip155' })
    expect(sendTransition(loading, { type: 'fail', error })).toMatchObject({
      status: 'idle',
      error,
    })
    expect(sendTransition(filled(), { type: 'fail', error }).error).toBeUndefined()
    expect(sendTransition(filled(), { type: 'initiated' }).status).toBe('idle')
    expect(sendTransition(filled(), { type: 'success' }).status).toBe('idle')
    expect(
      sendTransition(sendTransition(loading, { type: 'initiated' }), {
        type: 'submit',
        chainNamespace: 'eip155',
      }).status,
    ).toBe('initiated')
    const changed = sendTransition(filled(), { type: 'setReceiver', address: '0xdef' })
    expect(changed.form.receiverProfileName).toBeUndefined()
  })
})

describe('pairing', () => {
  test('behavior: a pairing URI lives 4 minutes and expires within 10 s of the end', () => {
    const state = pairingTransition(initialPairingState, { type: 'setUri', uri: 'wc:1', now: 0 })
    expect(state).toMatchObject({ status: 'pairing', uri: 'wc:1', expiresAt: 240_000 })
    expect(isPairingExpired(state, 229_999)).toBe(false)
    expect(isPairingExpired(state, 230_000)).toBe(true)
    expect(isPairingExpired(initialPairingState, 0)).toBe(true)
  })
  test('behavior: expire marks a live URI expired and its refresh is due 10 s before the end', () => {
    const state = pairingTransition(initialPairingState, { type: 'setUri', uri: 'wc:1', now: 0 })
    expect(pairingRefreshAt(state)).toBe(230_000)
    const expired = pairingTransition(state, { type: 'expire' })
    expect(expired).toMatchObject({ status: 'expired', uri: 'wc:1' })
    expect(pairingRefreshAt(expired)).toBeUndefined()
    expect(pairingTransition(initialPairingState, { type: 'expire' })).toBe(initialPairingState)
    const next = pairingTransition(expired, {
      type: 'setUri',
      uri: 'wc:2',
      now: 5,
      lifetimeMs: 30_000,
    })
    expect(next).toMatchObject({ status: 'pairing', uri: 'wc:2', expiresAt: 30_005 })
  })
  test('behavior: reset clears uri, expiry, linking and recent wallet and sets disconnected', () => {
    let state = pairingTransition(initialPairingState, { type: 'setUri', uri: 'wc:1', now: 0 })
    state = pairingTransition(state, { type: 'setLinking', linking: 'wallet://wc?uri=x' })
    state = pairingTransition(state, { type: 'setRecentWallet', wallet: { id: 'w', name: 'W' } })
    state = pairingTransition(state, { type: 'connected' })
    expect(state.status).toBe('connected')
    expect(pairingTransition(state, { type: 'reset' })).toEqual({
      status: 'disconnected',
      uri: undefined,
      expiresAt: undefined,
      linking: undefined,
      recentWallet: undefined,
    })
  })
})

describe('SIWX', () => {
  const error = new UnknownError()
  test('behavior: sign-in opens after connection if configured, supported and no session', () => {
    expect(shouldRequestSiwx({ configured: true, networkSupported: true, hasSession: false })).toBe(
      true,
    )
    expect(
      shouldRequestSiwx({ configured: true, networkSupported: false, hasSession: false }),
    ).toBe(false)
    const step = siwxTransition(initialSiwxState, {
      type: 'connected',
      configured: true,
      networkSupported: true,
      hasSession: false,
    })
    expect(step).toEqual({
      state: { status: 'awaitingSignature' },
      effects: [{ type: 'openView', view: 'SIWXSignMessage' }],
    })
    expect(
      siwxTransition(initialSiwxState, {
        type: 'connected',
        configured: true,
        networkSupported: true,
        hasSession: true,
      }).effects,
    ).toEqual([])
  })
  test('behavior: signing stores the session, closes the modal and tracks success', () => {
    const signing = siwxTransition({ status: 'awaitingSignature' }, { type: 'sign' }).state
    expect(siwxTransition(signing, { type: 'signed' })).toEqual({
      state: { status: 'signed' },
      effects: [
        { type: 'storeSession' },
        { type: 'closeModal' },
        { type: 'track', event: 'SIWX_AUTH_SUCCESS' },
      ],
    })
  })
  test('behavior: a failed signature reopens the view, shows the error and tracks it', () => {
    const step = siwxTransition({ status: 'signing' }, { type: 'signFailed', error })
    expect(step.state).toEqual({ status: 'awaitingSignature', error })
    expect(step.effects.map((effect) => effect.type)).toEqual(['openView', 'showError', 'track'])
  })
  test('behavior: a failed initialisation disconnects, resets to Connect and shows an error', () => {
    const step = siwxTransition(initialSiwxState, { type: 'initFailed', cause: 'x' })
    expect(step.state.status).toBe('failed')
    expect(step.effects.slice(0, 2)).toEqual([
      { type: 'disconnect' },
      { type: 'resetView', view: 'Connect' },
    ])
    expect((step.effects[2] as { error: unknown }).error).toBeInstanceOf(SiwxInitializationError)
  })
  test('behavior: cancel disconnects if sign-in is required, else closes; then resets to Connect', () => {
    expect(
      siwxTransition({ status: 'signing' }, { type: 'cancel', required: true }).effects,
    ).toEqual([{ type: 'disconnect' }, { type: 'resetView', view: 'Connect' }])
    expect(
      siwxTransition({ status: 'signing' }, { type: 'cancel', required: false }).effects[0],
    ).toEqual({ type: 'closeModal' })
  })
  test('behavior: out-of-order events are ignored; reset goes idle', () => {
    for (const event of [
      { type: 'sign' },
      { type: 'signed' },
      { type: 'signFailed', error },
    ] as const) {
      expect(siwxTransition(initialSiwxState, event)).toEqual({
        state: initialSiwxState,
        effects: [],
      })
    }
    expect(siwxTransition({ status: 'signed' }, { type: 'reset' }).state).toBe(initialSiwxState)
  })
  test('behavior: one-click authentication only when configured and all namespaces are eip155', () => {
    expect(shouldUseOneClickAuth({ configured: true, namespaces: ['eip155'] })).toBe(true)
    expect(shouldUseOneClickAuth({ configured: true, namespaces: ['eip155', 'solana'] })).toBe(
      false,
    )
    expect(shouldUseOneClickAuth({ configured: false, namespaces: ['eip155'] })).toBe(false)
    expect(shouldUseOneClickAuth({ configured: true, namespaces: [] })).toBe(false)
  })
})

describe('toast queue', () => {
  const toast = (id: string) => ({ id, message: id, variant: 'info' as const })
  test('behavior: at most 3 toasts are visible; the oldest leaves', () => {
    let state = initialToastQueueState
    for (const [index, id] of ['a', 'b', 'c', 'd'].entries()) {
      state = toastQueueTransition(state, { type: 'show', toast: toast(id), now: index })
    }
    expect(state.visible.map((item) => item.id)).toEqual(['b', 'c', 'd'])
  })
  test('behavior: a toast lasts 4000 ms', () => {
    let state = toastQueueTransition(initialToastQueueState, {
      type: 'show',
      toast: toast('a'),
      now: 0,
    })
    expect(nextToastDeadline(state)).toBe(4000)
    expect(toastQueueTransition(state, { type: 'tick', now: 3999 })).toBe(state)
    state = toastQueueTransition(state, { type: 'tick', now: 4000 })
    expect(state.visible).toEqual([])
    expect(nextToastDeadline(state)).toBeUndefined()
  })
  test('behavior: replacing an open toast waits 150 ms', () => {
    let state = toastQueueTransition(initialToastQueueState, {
      type: 'show',
      toast: toast('a'),
      now: 0,
    })
    state = toastQueueTransition(state, {
      type: 'show',
      toast: { ...toast('a'), message: 'again' },
      now: 1000,
    })
    expect(state.visible).toEqual([])
    expect(nextToastDeadline(state)).toBe(1150)
    expect(toastQueueTransition(state, { type: 'tick', now: 1149 }).visible).toEqual([])
    state = toastQueueTransition(state, { type: 'tick', now: 1150 })
    expect(state.visible).toEqual([{ ...toast('a'), message: 'again', shownAt: 1150 }])
  })
  test('behavior: dismiss removes a toast; loading toasts stay until dismissed', () => {
    let state = toastQueueTransition(initialToastQueueState, {
      type: 'show',
      toast: { ...toast('l'), variant: 'loading', duration: Number.POSITIVE_INFINITY },
      now: 0,
    })
    expect(toastQueueTransition(state, { type: 'tick', now: 1e9 })).toBe(state)
    expect(nextToastDeadline(state)).toBeUndefined()
    state = toastQueueTransition(state, { type: 'dismiss', id: 'l' })
    expect(state.visible).toEqual([])
  })
})

describe('network switch', () => {
  const base = {
    supported: false,
    enableNetworkSwitch: true,
    allowUnsupportedChain: false,
    isBasic: false,
  }
  test('behavior: UnsupportedChain opens only when unsupported, switching enabled, not allowed and not basic', () => {
    expect(shouldOpenUnsupportedChain(base)).toBe(true)
    expect(shouldOpenUnsupportedChain({ ...base, supported: true })).toBe(false)
    expect(shouldOpenUnsupportedChain({ ...base, enableNetworkSwitch: false })).toBe(false)
    expect(shouldOpenUnsupportedChain({ ...base, allowUnsupportedChain: true })).toBe(false)
    expect(shouldOpenUnsupportedChain({ ...base, isBasic: true })).toBe(false)
  })
  test('behavior: a failed switch goes back; success from outside the list closes', () => {
    expect(afterNetworkSwitch({ ok: false, previousInList: true })).toBe('back')
    expect(afterNetworkSwitch({ ok: true, previousInList: false })).toBe('close')
    expect(afterNetworkSwitch({ ok: true, previousInList: true })).toBe('none')
  })
  test('behavior: removing the active network switches to the first remaining one', () => {
    const a = { caipNetworkId: 'eip155:1' }
    const b = { caipNetworkId: 'eip155:10' }
    expect(activeNetworkAfterRemoval([b], 'eip155:1', 'eip155:1')).toBe(b)
    expect(activeNetworkAfterRemoval([a], 'eip155:10', 'eip155:1')).toBe(a)
    expect(activeNetworkAfterRemoval([], 'eip155:1', 'eip155:1')).toBeUndefined()
  })
})
