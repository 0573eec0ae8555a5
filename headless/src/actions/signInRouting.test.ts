// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { SignInPopupBlockedError } from '../errors/auth.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { InvalidSocialProviderError } from '../errors/validation.js'
import { modalAtom, routeAtom, routerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import {
  emailUpdateAtom,
  farcasterLoginAtom,
  socialLoginAtom,
} from '../store/embeddedWalletAtoms.js'
import { embeddedSetup, fakePopup, post, until } from '../test/embeddedFrame.js'
import { FRAME_ORIGIN } from '../test/fakeFrame.js'
import { unmountAll } from '../test/testFoyer.js'
import { connectEmail } from './connectEmail.js'
import { connectFarcaster } from './connectFarcaster.js'
import { finishEmailUpdate } from './finishEmailUpdate.js'
import { goBack } from './goBack.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { startSocialSignIn } from './startSocialSignIn.js'
import { updateEmail } from './updateEmail.js'
import { verifyEmailDevice } from './verifyEmailDevice.js'
import { verifyEmailOtp } from './verifyEmailOtp.js'
import { verifyUpdateEmailOtp } from './verifyUpdateEmailOtp.js'

afterEach(() => {
  unmountAll()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const views = (foyer: Foyer) => foyer.store.get(routerAtom).history.map((route) => route.view)
const isOpen = (foyer: Foyer) => foyer.store.get(modalAtom).status === 'open'

describe('startSocialSignIn', () => {
  test('default: the window opens in the call, ConnectingSocial shows, the modal closes once connected', async () => {
    const { foyer } = embeddedSetup()
    openModal(foyer)
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const signIn = startSocialSignIn(foyer, { method: 'github' })
    // Synchronously, inside the click: the window is open and the modal on ConnectingSocial.
    expect(open).toHaveBeenCalledTimes(1)
    expect(views(foyer)).toEqual(['Connect', 'ConnectingSocial'])
    await until(() => popup.location.href !== 'about:blank')
    post(
      { type: '@foyer/social/RESULT', resultUri: `${FRAME_ORIGIN}/social/result?code=c1` },
      FRAME_ORIGIN,
      popup,
    )
    await expect(signIn).resolves.toMatchObject({ status: 'connected' })
    expect(isOpen(foyer)).toBe(false)
  })

  test('parameters: method farcaster opens ConnectingFarcaster and no window', async () => {
    const { foyer } = embeddedSetup()
    openModal(foyer)
    const open = vi.spyOn(window, 'open')
    await expect(startSocialSignIn(foyer, { method: 'farcaster' })).resolves.toBeUndefined()
    expect(views(foyer)).toEqual(['Connect', 'ConnectingFarcaster'])
    expect(open).not.toHaveBeenCalled()
  })

  test('parameters: method passkey opens its window and shows ConnectingSocial; closing it stays', async () => {
    const { foyer } = embeddedSetup()
    openModal(foyer)
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const signIn = startSocialSignIn(foyer, { method: 'passkey' })
    expect(open).toHaveBeenCalledTimes(1)
    expect(foyer.store.get(routeAtom).view).toBe('ConnectingSocial')
    await until(() => popup.location.href !== 'about:blank')
    popup.closed = true
    await expect(signIn).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.store.get(socialLoginAtom)).toEqual({ status: 'rejected', provider: 'passkey' })
    expect(foyer.store.get(routeAtom).view).toBe('ConnectingSocial')
    expect(isOpen(foyer)).toBe(true)
  })

  test('error: a window the browser refuses stays on ConnectingSocial, the flow failed', async () => {
    const { foyer } = embeddedSetup()
    openModal(foyer)
    vi.spyOn(window, 'open').mockReturnValue(null)
    await expect(startSocialSignIn(foyer, { method: 'apple' })).rejects.toBeInstanceOf(
      SignInPopupBlockedError,
    )
    expect(foyer.store.get(routeAtom).view).toBe('ConnectingSocial')
    expect(foyer.store.get(socialLoginAtom)).toMatchObject({ status: 'failed', provider: 'apple' })
    expect(isOpen(foyer)).toBe(true)
  })

  test('error: an unknown method is refused before any window opens or view changes', async () => {
    const { foyer } = embeddedSetup()
    openModal(foyer)
    const open = vi.spyOn(window, 'open')
    await expect(
      startSocialSignIn(foyer, { method: 'myspace' as 'github' }),
    ).rejects.toBeInstanceOf(InvalidSocialProviderError)
    expect(open).not.toHaveBeenCalled()
    expect(views(foyer)).toEqual(['Connect'])
  })
})

describe('email sign-in routing', () => {
  test('behavior: a code step opens EmailVerifyOtp; a resend keeps one; the code closes the modal', async () => {
    const { foyer } = embeddedSetup({ emailAction: 'VERIFY_OTP' })
    openModal(foyer)
    await connectEmail(foyer, { email: 'ada@example.com' })
    expect(views(foyer)).toEqual(['Connect', 'EmailVerifyOtp'])
    foyer.storage.remove((await import('../store/storageKeys.js')).lastEmailLoginTimeEntry)
    await connectEmail(foyer, { email: 'ada@example.com' })
    expect(views(foyer)).toEqual(['Connect', 'EmailVerifyOtp'])
    await verifyEmailOtp(foyer, { otp: '123456' })
    expect(isOpen(foyer)).toBe(false)
  })

  test('behavior: a device step opens EmailVerifyDevice, which the code step replaces', async () => {
    const { foyer, frame } = embeddedSetup()
    openModal(foyer)
    await connectEmail(foyer, { email: 'ada@example.com' })
    expect(views(foyer)).toEqual(['Connect', 'EmailVerifyDevice'])
    const device = verifyEmailDevice(foyer)
    await until(() => frame.deviceApproved !== undefined)
    frame.deviceApproved?.({})
    await device
    expect(views(foyer)).toEqual(['Connect', 'EmailVerifyOtp'])
    await verifyEmailOtp(foyer, { otp: '123456' })
    expect(isOpen(foyer)).toBe(false)
  })

  test('behavior: a visitor who went Back is not taken to the code step', async () => {
    const { foyer, frame } = embeddedSetup()
    openModal(foyer)
    await connectEmail(foyer, { email: 'ada@example.com' })
    const device = verifyEmailDevice(foyer)
    await until(() => frame.deviceApproved !== undefined)
    goBack(foyer)
    frame.deviceApproved?.({})
    await device
    expect(views(foyer)).toEqual(['Connect'])
  })

  test('error: a refused email opens no step', async () => {
    const { foyer } = embeddedSetup()
    openModal(foyer)
    await expect(connectEmail(foyer, { email: 'nope' })).rejects.toThrow('Invalid email address')
    expect(views(foyer)).toEqual(['Connect'])
  })
})

describe('Farcaster and email change routing', () => {
  test('behavior: Farcaster closes the modal once connected', async () => {
    const { foyer, frame } = embeddedSetup()
    openModal(foyer)
    navigate(foyer, { type: 'push', route: { view: 'ConnectingFarcaster' } })
    const signIn = connectFarcaster(foyer)
    await until(() => foyer.store.get(farcasterLoginAtom).status === 'waiting')
    expect(isOpen(foyer)).toBe(true)
    frame.signedIn = true
    frame.farcasterApproved?.({ userName: 'ada.eth' })
    await signIn
    expect(isOpen(foyer)).toBe(false)
  })

  test('behavior: each code opens the next step; "Email updated" returns to Account after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { foyer } = embeddedSetup()
    openModal(foyer, { view: 'Account' })
    navigate(foyer, { type: 'push', route: { view: 'UpdateEmail' } })
    await updateEmail(foyer, { email: 'grace@example.com' })
    expect(views(foyer)).toEqual(['Account', 'UpdateEmail', 'UpdateEmailPrimaryOtp'])
    await verifyUpdateEmailOtp(foyer, { otp: '111111' })
    expect(views(foyer).at(-1)).toBe('UpdateEmailSecondaryOtp')
    await verifyUpdateEmailOtp(foyer, { otp: '222222' })
    expect(foyer.store.get(emailUpdateAtom).status).toBe('saved')
    await vi.advanceTimersByTimeAsync(1_499)
    expect(views(foyer).at(-1)).toBe('UpdateEmailSecondaryOtp')
    await vi.advanceTimersByTimeAsync(1)
    expect(views(foyer)).toEqual(['Account'])
  })

  test('behavior: Done returns at once; a visitor already elsewhere stays there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { foyer } = embeddedSetup()
    openModal(foyer, { view: 'Account' })
    await updateEmail(foyer, { email: 'grace@example.com' })
    await verifyUpdateEmailOtp(foyer, { otp: '111111' })
    await verifyUpdateEmailOtp(foyer, { otp: '222222' })
    finishEmailUpdate(foyer)
    expect(views(foyer)).toEqual(['Account'])
    navigate(foyer, { type: 'push', route: { view: 'Networks' } })
    await vi.advanceTimersByTimeAsync(1_500)
    expect(views(foyer)).toEqual(['Account', 'Networks'])
  })

  test('error: a wrong code stays on its step', async () => {
    const { foyer } = embeddedSetup()
    openModal(foyer, { view: 'Account' })
    await updateEmail(foyer, { email: 'grace@example.com' })
    await expect(verifyUpdateEmailOtp(foyer, { otp: '999999' })).rejects.toThrow(
      'Invalid or expired code',
    )
    expect(views(foyer)).toEqual(['Account', 'UpdateEmailPrimaryOtp'])
  })
})
