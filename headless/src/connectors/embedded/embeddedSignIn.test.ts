// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { completeSocialRedirect } from '../../actions/completeSocialRedirect.js'
import { connectEmail } from '../../actions/connectEmail.js'
import { connectFarcaster } from '../../actions/connectFarcaster.js'
import { connectPasskey } from '../../actions/connectPasskey.js'
import { connectSocial } from '../../actions/connectSocial.js'
import { goBack } from '../../actions/goBack.js'
import { navigate } from '../../actions/navigate.js'
import { openModal } from '../../actions/openModal.js'
import { setPreferredAccountType } from '../../actions/setPreferredAccountType.js'
import { updateEmail } from '../../actions/updateEmail.js'
import { verifyEmailDevice } from '../../actions/verifyEmailDevice.js'
import { verifyEmailOtp } from '../../actions/verifyEmailOtp.js'
import { verifyUpdateEmailOtp } from '../../actions/verifyUpdateEmailOtp.js'
import { InvalidAppConfigurationError } from '../../errors/alerts.js'
import { SignInPopupBlockedError, SmartAccountNotSupportedError } from '../../errors/auth.js'
import { UserRejectedRequestError } from '../../errors/rpc.js'
import { activeAccountAtom, configurationAlertsAtom } from '../../store/atoms.js'
import {
  emailLoginAvailableAtom,
  passkeyAvailableAtom,
  socialsAtom,
} from '../../store/embeddedSignInAtoms.js'
import {
  emailLoginAtom,
  emailUpdateAtom,
  embeddedSignInMethodAtom,
  embeddedUserAtom,
  farcasterLoginAtom,
  smartAccountEnabledNetworksAtom,
  socialLoginAtom,
} from '../../store/embeddedWalletAtoms.js'
import {
  emailEntry,
  preferredAccountTypesEntry,
  socialProviderEntry,
  socialUsernameEntry,
} from '../../store/storageKeys.js'
import { toastQueueAtom } from '../../store/toastAtoms.js'
import {
  eoa,
  fakePopup,
  PASSKEY_ORIGIN,
  post,
  embeddedSetup as setup,
  smart,
  until,
} from '../../test/embeddedFrame.js'
import { FRAME_ORIGIN } from '../../test/fakeFrame.js'
import { unmountAll } from '../../test/testFoyer.js'
import type { Eip1193Provider } from '../eip1193.js'

afterEach(() => {
  unmountAll()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
  vi.useRealTimers()
})

describe('email sign-in with device verification', () => {
  test('behavior: VERIFY_DEVICE waits for the approval, then the code connects', async () => {
    const { foyer, frame } = setup()
    await expect(connectEmail(foyer, { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    expect(foyer.store.get(emailLoginAtom).status).toBe('verifyDevice')
    const device = verifyEmailDevice(foyer)
    await until(() => frame.deviceApproved !== undefined)
    expect(foyer.store.get(emailLoginAtom).status).toBe('verifyDevice')
    frame.deviceApproved?.({})
    await device
    expect(foyer.store.get(emailLoginAtom).status).toBe('verifyOtp')
    const account = await verifyEmailOtp(foyer, { otp: '123456' })
    // The host's default account type for eip155 is the smart account (SPEC §3).
    expect(account.address).toBe(smart)
  })
})

describe('social sign-in through a window', () => {
  test('behavior: the consent page’s result signs in; provider and user name are stored', async () => {
    const { foyer } = setup()
    const popup = fakePopup()
    const signIn = connectSocial(foyer, { provider: 'github', popup: popup as unknown as Window })
    await until(() => popup.location.href !== 'about:blank')
    expect(popup.location.href).toBe(`${FRAME_ORIGIN}/social/github/consent?state=s1`)
    expect(foyer.store.get(socialLoginAtom)).toEqual({ status: 'waiting', provider: 'github' })
    const result = {
      type: '@foyer/social/RESULT',
      resultUri: `${FRAME_ORIGIN}/social/result?code=c1`,
    }
    // Forged results: another origin, another window, a result URI on another origin.
    post(result, 'http://127.0.0.1:9999', popup)
    post(result, FRAME_ORIGIN, window)
    post(
      { ...result, resultUri: 'http://127.0.0.1:9999/social/result?code=c1' },
      FRAME_ORIGIN,
      popup,
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(foyer.store.get(socialLoginAtom).status).toBe('waiting')
    post(result, FRAME_ORIGIN, popup)
    const account = await signIn
    expect(account).toMatchObject({ status: 'connected', connectorId: 'embedded' })
    expect(foyer.store.get(socialLoginAtom)).toEqual({ status: 'connected', provider: 'github' })
    expect(foyer.storage.get(socialProviderEntry)).toBe('github')
    expect(foyer.storage.get(socialUsernameEntry)).toBe('ada')
    expect(foyer.store.get(embeddedSignInMethodAtom)).toBe('github')
    expect(foyer.store.get(embeddedUserAtom)?.userName).toBe('ada')
  })

  test('behavior: a cancelled consent, or a closed window, is a user rejection', async () => {
    const { foyer } = setup()
    const cancelled = fakePopup()
    const first = connectSocial(foyer, { provider: 'x', popup: cancelled as unknown as Window })
    await until(() => cancelled.location.href !== 'about:blank')
    post(
      {
        type: '@foyer/social/RESULT',
        resultUri: `${FRAME_ORIGIN}/social/result?error=access_denied`,
      },
      FRAME_ORIGIN,
      cancelled,
    )
    await expect(first).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.store.get(socialLoginAtom)).toEqual({ status: 'rejected', provider: 'x' })
    expect(cancelled.close).toHaveBeenCalled()

    const closed = fakePopup()
    const second = connectSocial(foyer, { provider: 'x', popup: closed as unknown as Window })
    await until(() => closed.location.href !== 'about:blank')
    closed.closed = true
    await expect(second).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected')
  })

  test('behavior: a passkey page on its own origin signs in', async () => {
    const { foyer } = setup()
    const popup = fakePopup()
    const signIn = connectPasskey(foyer, { popup: popup as unknown as Window })
    await until(() => popup.location.href !== 'about:blank')
    // A social result is not a passkey result, and the frame's origin is not the page's.
    post({ type: '@foyer/social/RESULT', resultUri: `${PASSKEY_ORIGIN}/r` }, PASSKEY_ORIGIN, popup)
    post({ type: '@foyer/passkey/RESULT', resultUri: `${FRAME_ORIGIN}/r` }, FRAME_ORIGIN, popup)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(foyer.store.get(socialLoginAtom).status).toBe('waiting')
    post(
      { type: '@foyer/passkey/RESULT', resultUri: `${PASSKEY_ORIGIN}/r?k=1` },
      PASSKEY_ORIGIN,
      popup,
    )
    await expect(signIn).resolves.toMatchObject({ status: 'connected', address: smart })
    expect(foyer.store.get(embeddedSignInMethodAtom)).toBe('passkey')
  })

  test('error: a window the browser blocks is SignInPopupBlockedError, and nothing starts', async () => {
    const { foyer, frames } = setup()
    vi.spyOn(window, 'open').mockReturnValue(null)
    await expect(connectSocial(foyer, { provider: 'apple' })).rejects.toBeInstanceOf(
      SignInPopupBlockedError,
    )
    expect(foyer.store.get(socialLoginAtom).status).toBe('idle')
    expect(frames.frames).toHaveLength(0)
    vi.restoreAllMocks()
  })

  test('error: an unknown provider is refused before any window is used', async () => {
    const { foyer } = setup()
    const popup = fakePopup()
    await expect(
      connectSocial(foyer, { provider: 'myspace' as never, popup: popup as unknown as Window }),
    ).rejects.toThrow('Invalid social provider')
    expect(popup.location.href).toBe('about:blank')
  })
})

describe('Telegram mini-app redirect', () => {
  test('behavior: result_uri leaves the address bar and signs in; another origin is ignored', async () => {
    const { foyer } = setup()
    foyer.storage.set(socialProviderEntry, 'discord')
    const result = encodeURIComponent(`${FRAME_ORIGIN}/social/result?code=c1`)
    window.history.replaceState(null, '', `/app?tab=1&result_uri=${result}`)
    const account = await completeSocialRedirect(foyer)
    expect(window.location.search).toBe('?tab=1')
    expect(account).toMatchObject({ status: 'connected' })
    expect(foyer.store.get(embeddedSignInMethodAtom)).toBe('discord')

    const forged = setup()
    window.history.replaceState(
      null,
      '',
      `/app?result_uri=${encodeURIComponent('http://evil.test/r')}`,
    )
    await expect(completeSocialRedirect(forged.foyer)).resolves.toBeUndefined()
    expect(window.location.search).toBe('')
    expect(forged.foyer.store.get(activeAccountAtom).status).toBe('disconnected')
  })
})

describe('Farcaster', () => {
  test('behavior: the URL shows while waiting; approval connects', async () => {
    const { foyer, frame } = setup()
    const signIn = connectFarcaster(foyer)
    await until(() => foyer.store.get(farcasterLoginAtom).status === 'waiting')
    expect(foyer.store.get(farcasterLoginAtom)).toEqual({
      status: 'waiting',
      url: `${FRAME_ORIGIN}/farcaster/approve?channel=f1`,
    })
    frame.signedIn = true
    frame.userName = 'ada.eth'
    frame.farcasterApproved?.({ userName: 'ada.eth' })
    await expect(signIn).resolves.toMatchObject({ status: 'connected' })
    expect(foyer.storage.get(socialProviderEntry)).toBe('farcaster')
    expect(foyer.storage.get(socialUsernameEntry)).toBe('ada.eth')
  })

  test('behavior: leaving ConnectingFarcaster forgets the URL and reloads the frame', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { foyer, frames, frame } = setup()
    openModal(foyer, {})
    navigate(foyer, { type: 'push', route: { view: 'ConnectingFarcaster' } })
    const signIn = connectFarcaster(foyer)
    await until(() => foyer.store.get(farcasterLoginAtom).status === 'waiting')
    goBack(foyer)
    expect(foyer.store.get(farcasterLoginAtom)).toEqual({ status: 'idle' })
    await until(() => frames.frames[0]?.events().includes('RELOAD') === true)
    // The reloaded frame gets the dapp's data once more. Counted from the RELOAD on: with
    // `shouldAdvanceTime`, a loaded machine may pass the 100 ms before this line runs.
    await vi.advanceTimersByTimeAsync(100)
    const events = frames.frames[0]?.events() ?? []
    const sinceReload = events.slice(events.lastIndexOf('RELOAD'))
    expect(sinceReload.filter((event) => event === 'SYNC_DAPP_DATA')).toHaveLength(1)
    // A late approval of the abandoned sign-in connects nothing.
    frame.signedIn = true
    frame.farcasterApproved?.({ userName: 'late' })
    await expect(signIn).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected')
  })
})

describe('account types and email change', () => {
  test('behavior: switching to the EOA changes the connected address and is stored', async () => {
    const { foyer, frame, frames } = setup()
    const popup = fakePopup()
    const signIn = connectSocial(foyer, { provider: 'google', popup: popup as unknown as Window })
    await until(() => popup.location.href !== 'about:blank')
    post(
      { type: '@foyer/social/RESULT', resultUri: `${FRAME_ORIGIN}/social/result?code=c1` },
      FRAME_ORIGIN,
      popup,
    )
    await signIn
    expect(foyer.store.get(activeAccountAtom).address).toBe(smart)
    await until(() => foyer.store.get(smartAccountEnabledNetworksAtom).length === 1)
    await expect(setPreferredAccountType(foyer, { type: 'eoa' })).resolves.toEqual({ address: eoa })
    await until(() => foyer.store.get(activeAccountAtom).address === eoa)
    expect(foyer.storage.get(preferredAccountTypesEntry)).toEqual({ eip155: 'eoa' })
    expect(foyer.store.get(embeddedUserAtom)?.preferredAccountType).toBe('eoa')

    // Back to a smart account that is not on this chain yet: it is deployed first.
    frame.deployed = false
    await setPreferredAccountType(foyer, { type: 'eoa' })
    const events = () => frames.frames[0]?.events() ?? []
    expect(events()).not.toContain('INIT_SMART_ACCOUNT')
    await setPreferredAccountType(foyer, { type: 'smartAccount' })
    expect(events().filter((event) => event === 'INIT_SMART_ACCOUNT')).toHaveLength(1)
    expect(events().lastIndexOf('INIT_SMART_ACCOUNT')).toBeLessThan(
      events().lastIndexOf('SET_PREFERRED_ACCOUNT'),
    )
    await until(() => foyer.store.get(activeAccountAtom).address === smart)
  })

  test('error: a smart account where the network supports none', async () => {
    const { foyer } = setup({ defaultAccountType: 'eoa' })
    await expect(setPreferredAccountType(foyer, { type: 'smartAccount' })).rejects.toBeInstanceOf(
      SmartAccountNotSupportedError,
    )
  })

  test('behavior: primary code, secondary code, new email saved; a wrong code stays', async () => {
    const { foyer } = setup()
    await updateEmail(foyer, { email: 'grace@example.com' })
    expect(foyer.store.get(emailUpdateAtom)).toEqual({
      status: 'primaryOtp',
      newEmail: 'grace@example.com',
    })
    await expect(verifyUpdateEmailOtp(foyer, { otp: '999999' })).rejects.toThrow(
      'Invalid or expired code',
    )
    expect(foyer.store.get(emailUpdateAtom).status).toBe('primaryOtp')
    await verifyUpdateEmailOtp(foyer, { otp: '111111' })
    expect(foyer.store.get(emailUpdateAtom).status).toBe('secondaryOtp')
    await verifyUpdateEmailOtp(foyer, { otp: '222222' })
    expect(foyer.store.get(emailUpdateAtom)).toEqual({
      status: 'saved',
      email: 'grace@example.com',
    })
    expect(foyer.storage.get(emailEntry)).toBe('grace@example.com')
  })

  test('error: an invalid new email is refused before the frame is asked', async () => {
    const { foyer, frames } = setup()
    await expect(updateEmail(foyer, { email: 'not-an-email' })).rejects.toThrow()
    expect(frames.frames).toHaveLength(0)
  })
})

describe('refusals and origins', () => {
  test('behavior: a method on neither list is refused; "Action not allowed" shows 300 ms later', async () => {
    const { foyer, connector, frame } = setup()
    frame.signedIn = true
    const provider = (await connector.getProvider()) as Eip1193Provider
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await expect(provider.request({ method: 'eth_sign', params: [eoa, '0x00'] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    const toasts = () => foyer.store.get(toastQueueAtom).visible.map((toast) => toast.message)
    await vi.advanceTimersByTimeAsync(299)
    expect(toasts()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(toasts()).toEqual(['Action not allowed'])
  })

  test('behavior: an origin the project does not allow: no email, social or passkey sign-in', () => {
    const { foyer } = setup()
    expect(foyer.store.get(emailLoginAvailableAtom)).toBe(true)
    expect(foyer.store.get(socialsAtom).length).toBeGreaterThan(0)
    expect(foyer.store.get(passkeyAvailableAtom)).toBe(true)
    foyer.store.set(configurationAlertsAtom, [new InvalidAppConfigurationError()])
    expect(foyer.store.get(emailLoginAvailableAtom)).toBe(false)
    expect(foyer.store.get(socialsAtom)).toEqual([])
    expect(foyer.store.get(passkeyAvailableAtom)).toBe(false)
  })
})
