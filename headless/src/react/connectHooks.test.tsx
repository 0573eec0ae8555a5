// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connectEmail } from '../actions/connectEmail.js'
import { openModal } from '../actions/openModal.js'
import { setLegalAccepted } from '../actions/setLegalAccepted.js'
import { sendEmailUpdate } from '../actions/updateEmail.js'
import { verifyEmailDevice } from '../actions/verifyEmailDevice.js'
import { verifyEmailOtp } from '../actions/verifyEmailOtp.js'
import { embeddedWallet } from '../connectors/embedded/embeddedWallet.js'
import { createFrameClient } from '../connectors/embedded/frameClient.js'
import { routerAtom } from '../store/atoms.js'
import type { FoyerOptions } from '../store/options.js'
import { embeddedSetup, until } from '../test/embeddedFrame.js'
import { autoReadyFrames, FRAME_URL } from '../test/fakeFrame.js'
import { devnet, testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useConnectMethods } from './useConnectMethods.js'
import { useDirectoryWallet } from './useDirectoryWallet.js'
import { useEmbeddedAccount } from './useEmbeddedAccount.js'
import { useFarcasterLogin } from './useFarcasterLogin.js'
import { useLegalConsent } from './useLegalConsent.js'
import { useSocialLogin } from './useSocialLogin.js'
import { useUpdateEmail } from './useUpdateEmail.js'
import { useWalletLinks } from './useWalletLinks.js'

afterEach(cleanup)
afterEach(() => {
  unmountAll()
  vi.restoreAllMocks()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
})

function setup(options: Partial<FoyerOptions> & { embedded?: boolean } = {}) {
  const { embedded = true, ...rest } = options
  const frames = autoReadyFrames(() => ({}))
  const { foyer } = testFoyer({
    networks: [devnet],
    connectors: embedded ? [embeddedWallet({ createClient: frames.wrap(createFrameClient) })] : [],
    services: { frameUrl: FRAME_URL },
    mounted: false,
    ...rest,
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return { foyer, wrapper }
}

describe('useConnectMethods', () => {
  test('default: email, social, wallet, each offered with the embedded wallet', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useConnectMethods(), { wrapper })
    expect(result.current.methods).toEqual([
      { method: 'email', available: true },
      { method: 'social', available: true },
      { method: 'wallet', available: true },
    ])
  })

  test("parameters: connectMethodsOrder — the host's order, the rest last", () => {
    const { wrapper } = setup({ features: { connectMethodsOrder: ['wallet'] } })
    const { result } = renderHook(() => useConnectMethods(), { wrapper })
    expect(result.current.methods.map(({ method }) => method)).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  test('parameters: collapseWallets — one wallet entry while email is offered', () => {
    const { wrapper } = setup({ features: { collapseWallets: true } })
    const { result } = renderHook(() => useConnectMethods(), { wrapper })
    expect(result.current.walletsCollapsed).toBe(true)
  })

  test('parameters: emailShowWallets false — collapses the same way; true (default) lists them', () => {
    const off = setup({ features: { emailShowWallets: false } })
    expect(renderHook(() => useConnectMethods(), off).result.current.walletsCollapsed).toBe(true)
    const on = setup()
    expect(renderHook(() => useConnectMethods(), on).result.current.walletsCollapsed).toBe(false)
  })

  test('behavior: collapseWallets without email or social (no embedded wallet) keeps the list', () => {
    const { wrapper } = setup({ embedded: false, features: { collapseWallets: true } })
    const { result } = renderHook(() => useConnectMethods(), { wrapper })
    expect(result.current.walletsCollapsed).toBe(false)
  })

  test('behavior: without an embedded wallet only the wallets are offered', () => {
    const { wrapper } = setup({ embedded: false })
    const { result } = renderHook(() => useConnectMethods(), { wrapper })
    expect(result.current.methods.filter(({ available }) => available)).toEqual([
      { method: 'wallet', available: true },
    ])
  })
})

describe('useLegalConsent', () => {
  const links = {
    termsConditionsUrl: 'https://app.test/terms',
    privacyPolicyUrl: 'https://app.test/privacy',
  }

  test('default: no links, nothing shown, nothing blocked', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useLegalConsent(), { wrapper })
    expect(result.current).toMatchObject({
      checkboxShown: false,
      noticeShown: false,
      blocked: false,
      accepted: false,
    })
  })

  test('parameters: legalCheckbox with links — blocked until checked, then unblocked', () => {
    const { foyer, wrapper } = setup({ ...links, features: { legalCheckbox: true } })
    const { result } = renderHook(() => useLegalConsent(), { wrapper })
    expect(result.current).toMatchObject({
      checkboxShown: true,
      noticeShown: false,
      blocked: true,
      termsUrl: links.termsConditionsUrl,
      privacyUrl: links.privacyPolicyUrl,
    })
    act(() => result.current.setAccepted(true))
    expect(result.current).toMatchObject({ accepted: true, blocked: false })
    act(() => setLegalAccepted(foyer, { accepted: false }))
    expect(result.current.blocked).toBe(true)
  })

  test('behavior: links without legalCheckbox are a notice; legalCheckbox without links shows nothing', () => {
    const notice = setup(links)
    expect(renderHook(() => useLegalConsent(), notice).result.current).toMatchObject({
      checkboxShown: false,
      noticeShown: true,
      blocked: false,
    })
    const bare = setup({ features: { legalCheckbox: true } })
    expect(renderHook(() => useLegalConsent(), bare).result.current).toMatchObject({
      checkboxShown: false,
      noticeShown: false,
      blocked: false,
    })
  })

  test('error: setLegalAccepted names a non-boolean `accepted`', () => {
    const { foyer } = setup()
    expect(() => setLegalAccepted(foyer, { accepted: 'yes' as never })).toThrow(/accepted/)
  })
})

describe('useSocialLogin', () => {
  test('behavior: start(farcaster) opens ConnectingFarcaster; start(x) opens ConnectingSocial', () => {
    const { foyer, wrapper } = setup()
    openModal(foyer)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { result } = renderHook(() => useSocialLogin(), { wrapper })
    const views = () => foyer.store.get(routerAtom).history.map((route) => route.view)
    act(() => result.current.start('farcaster'))
    expect(views()).toEqual(['Connect', 'ConnectingFarcaster'])
    expect(open).not.toHaveBeenCalled()
    act(() => result.current.start('x'))
    expect(open).toHaveBeenCalledTimes(1)
    expect(views()).toEqual(['Connect', 'ConnectingFarcaster', 'ConnectingSocial'])
  })
})

describe('useUpdateEmail', () => {
  test('default: the code length, the new email; finish() resets the history to Account', () => {
    const { foyer, wrapper } = setup()
    openModal(foyer, { view: 'Account' })
    const { result } = renderHook(() => useUpdateEmail(), { wrapper })
    expect(result.current.codeLength).toBe(6)
    expect(result.current.newEmail).toBeUndefined()
    act(() => sendEmailUpdate(foyer, { type: 'submitNewEmail', newEmail: 'grace@example.com' }))
    expect(result.current.newEmail).toBe('grace@example.com')
    act(() => result.current.finish())
    expect(foyer.store.get(routerAtom).history).toEqual([{ view: 'Account' }])
  })
})

describe('useDirectoryWallet', () => {
  test('default: a custom wallet by id, with its image', () => {
    const custom = { id: 'my-wallet', name: 'My Wallet', image_url: 'https://example.com/w.png' }
    const { wrapper } = setup({ customWallets: [custom] })
    const { result } = renderHook(() => useDirectoryWallet('my-wallet'), { wrapper })
    expect(result.current).toEqual({ wallet: custom, imageUrl: 'https://example.com/w.png' })
  })

  test('behavior: an unknown id, or none, is no wallet', () => {
    const { wrapper } = setup()
    const { result } = renderHook(
      () => [useDirectoryWallet('nope'), useDirectoryWallet(undefined)],
      {
        wrapper,
      },
    )
    expect(result.current).toEqual([
      { wallet: undefined, imageUrl: undefined },
      { wallet: undefined, imageUrl: undefined },
    ])
  })
})

describe('useEmbeddedAccount', () => {
  test('default: the other account type to switch to; not switching', async () => {
    const { foyer, frame } = embeddedSetup()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
    )
    const { result } = renderHook(() => useEmbeddedAccount(), { wrapper })
    expect(result.current).toMatchObject({ isEmbedded: false, otherAccountType: undefined })
    await act(async () => {
      await connectEmail(foyer, { email: 'ada@example.com' })
      const device = verifyEmailDevice(foyer)
      await until(() => frame.deviceApproved !== undefined)
      frame.deviceApproved?.({})
      await device
      await verifyEmailOtp(foyer, { otp: '123456' })
    })
    expect(result.current).toMatchObject({
      isEmbedded: true,
      preferredAccountType: 'smartAccount',
      otherAccountType: 'eoa',
      isSwitching: false,
    })
  })
})

describe('useWalletLinks', () => {
  const wallet = { id: 'w', name: 'W', mobile_link: 'w://', webapp_link: 'https://w.example' }

  test('default: on a desktop the phone app is reached by the QR code, the web app is not', () => {
    const { wrapper } = setup({ isMobile: () => false })
    const { result } = renderHook(() => useWalletLinks(wallet), { wrapper })
    expect(result.current.showsQrCode('mobile')).toBe(true)
    expect(result.current.showsQrCode('web')).toBe(false)
  })

  test('behavior: on a phone no QR code: the deep link opens', () => {
    const { wrapper } = setup({ isMobile: () => true })
    const { result } = renderHook(() => useWalletLinks(wallet), { wrapper })
    expect(result.current.showsQrCode('mobile')).toBe(false)
  })
})

describe('useFarcasterLogin', () => {
  test('default: mounting asks for the sign-in URL once, even with double effects', async () => {
    const { foyer, frames } = embeddedSetup()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
    )
    const { result } = renderHook(() => useFarcasterLogin(), { wrapper, reactStrictMode: true })
    await until(() => result.current.url !== undefined)
    expect(result.current.url).toMatch(/farcaster\/approve/)
    const asked = frames.frames
      .flatMap((frame) => frame.posted)
      .filter(({ message }) => message.type === '@foyer/app/GET_FARCASTER_URI')
    expect(asked).toHaveLength(1)
  })
})
