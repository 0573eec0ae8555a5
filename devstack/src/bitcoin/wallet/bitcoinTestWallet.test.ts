// @vitest-environment jsdom
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, hex } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, test } from 'vitest'
import {
  BITCOIN_TEST_WALLET_ADDRESS,
  BITCOIN_TEST_WALLET_ORDINALS_ADDRESS,
  BITCOIN_TEST_WALLET_PATH,
  BITCOIN_TEST_WALLET_PUBLIC_KEY,
  BITCOIN_TEST_WALLET_STORAGE_KEYS,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
} from '../constants.js'
import { bitcoinKeyHolder, bitcoinMessageHash } from './bitcoinSigning.js'
import {
  type BitcoinTestWalletAccount,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet.js'

type Features = {
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'standard:disconnect': { disconnect(): Promise<void> }
  'bitcoin:connect': {
    connect(input: {
      purposes: ('payment' | 'ordinals')[]
    }): Promise<{ accounts: readonly BitcoinTestWalletAccount[] }>
  }
  'bitcoin:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}
const featuresOf = (wallet: Wallet) => wallet.features as unknown as Features

/** Independent check of a legacy signature: recover the key, derive its P2WPKH address. */
function recoverAddress(message: string, signature: Uint8Array): string {
  const [header = 0] = signature
  expect(signature).toHaveLength(65)
  expect(header).toBeGreaterThanOrEqual(39) // BIP-137: P2WPKH
  const recovered = secp256k1.Signature.fromCompact(signature.slice(1))
    .addRecoveryBit(header - 39)
    .recoverPublicKey(bitcoinMessageHash(new TextEncoder().encode(message)))
    .toRawBytes(true)
  return bech32.encode('tb', [0, ...bech32.toWords(ripemd160(sha256(recovered)))])
}

const make = (parameters: CreateBitcoinTestWalletParameters = {}) =>
  createBitcoinTestWallet({ policy: { decision: 'approve' }, ...parameters })

afterEach(() => {
  localStorage.clear()
})

describe('createBitcoinTestWallet', () => {
  test('default: the documented test key, path and P2WPKH address', () => {
    const holder = bitcoinKeyHolder(BITCOIN_TEST_WALLET_PATH)
    expect(holder.address).toBe(BITCOIN_TEST_WALLET_ADDRESS)
    expect(hex.encode(holder.publicKey)).toBe(BITCOIN_TEST_WALLET_PUBLIC_KEY)
    const { wallet, controls } = make()
    expect(wallet.chains).toEqual([BITCOIN_TESTNET_CAIP_NETWORK_ID])
    expect(BITCOIN_TESTNET_CAIP_NETWORK_ID).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(Object.keys(wallet.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(controls.address).toBe(BITCOIN_TEST_WALLET_ADDRESS)
  })

  test('behavior: bitcoin:connect shares the asked purposes with public key and path', async () => {
    const { wallet, controls } = make()
    expect(await featuresOf(wallet)['standard:connect'].connect({ silent: true })).toEqual({
      accounts: [],
    })
    const { accounts } = await featuresOf(wallet)['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    expect(
      accounts.map(({ address, purpose, path, publicKey }) => ({
        address,
        purpose,
        path,
        publicKey: hex.encode(publicKey as Uint8Array),
      })),
    ).toEqual([
      {
        address: BITCOIN_TEST_WALLET_ADDRESS,
        purpose: 'payment',
        path: "m/84'/1'/0'/0/0",
        publicKey: BITCOIN_TEST_WALLET_PUBLIC_KEY,
      },
      {
        address: BITCOIN_TEST_WALLET_ORDINALS_ADDRESS,
        purpose: 'ordinals',
        path: "m/84'/1'/0'/0/1",
        publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      },
    ])
    expect(controls.isConnected()).toBe(true)
    // Granted: a silent standard:connect now gives the payment account.
    const silent = await featuresOf(wallet)['standard:connect'].connect({ silent: true })
    expect(silent.accounts.map((account) => account.address)).toEqual([BITCOIN_TEST_WALLET_ADDRESS])
    await featuresOf(wallet)['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
  })

  test('behavior: bitcoin:signMessage signs a legacy message the key recovers from', async () => {
    const { wallet } = make()
    const [account] = (await featuresOf(wallet)['standard:connect'].connect()).accounts
    const message = 'Sign in to Foyer'
    const [output] = await featuresOf(wallet)['bitcoin:signMessage'].signMessage({
      account: account as WalletAccount,
      message: new TextEncoder().encode(message),
    })
    expect(recoverAddress(message, output?.signature as Uint8Array)).toBe(
      BITCOIN_TEST_WALLET_ADDRESS,
    )
    // A long message (CompactSize 0xfd prefix) verifies too.
    const long = 'x'.repeat(300)
    const [second] = await featuresOf(wallet)['bitcoin:signMessage'].signMessage({
      account: account as WalletAccount,
      message: new TextEncoder().encode(long),
    })
    expect(recoverAddress(long, second?.signature as Uint8Array)).toBe(BITCOIN_TEST_WALLET_ADDRESS)
  })

  test('error: a rejected connect or signature is 4001; an unconnected account is 4100', async () => {
    const { wallet, controls } = make({ policy: { decision: 'reject' } })
    await expect(featuresOf(wallet)['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
    })
    const account = { address: BITCOIN_TEST_WALLET_ADDRESS } as WalletAccount
    const message = new TextEncoder().encode('hi')
    await expect(
      featuresOf(wallet)['bitcoin:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4100 })
    controls.setPolicy({ decision: 'approve', methods: { 'bitcoin:signMessage': 'reject' } })
    await featuresOf(wallet)['standard:connect'].connect()
    await expect(
      featuresOf(wallet)['bitcoin:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test('behavior: ask waits for the controls; the policy and grant persist in storage', async () => {
    const { wallet, controls } = createBitcoinTestWallet({ storage: localStorage })
    const connecting = featuresOf(wallet)['standard:connect'].connect()
    await Promise.resolve()
    expect(controls.pending()).toMatchObject([{ method: 'bitcoin:connect' }])
    expect(controls.approve()).toBe(true)
    await connecting
    expect(localStorage.getItem(BITCOIN_TEST_WALLET_STORAGE_KEYS.granted)).toBe('true')
    controls.setPolicy({ decision: 'approve' })
    const again = createBitcoinTestWallet({ storage: localStorage })
    expect(again.controls.isConnected()).toBe(true)
    expect(again.controls.getPolicy()).toEqual({ decision: 'approve' })
    again.controls.reset()
    expect(again.controls.isConnected()).toBe(false)
    expect(localStorage.getItem(BITCOIN_TEST_WALLET_STORAGE_KEYS.policy)).toBeNull()
  })
})

describe('browser entry', () => {
  test('default: registers through the Wallet Standard handshake and exposes its controls', async () => {
    const registry = getWallets()
    await import('./browser.js')
    const wallet = registry.get().find((item) => item.name === 'Foyer Bitcoin Wallet')
    expect(wallet?.chains).toEqual([BITCOIN_TESTNET_CAIP_NETWORK_ID])
    expect(window.foyerBitcoinTestWallet?.wallet).toBe(wallet)
    expect(window.foyerBitcoinTestWallet?.address).toBe(BITCOIN_TEST_WALLET_ADDRESS)
    // A second install keeps the first instance.
    const { installBitcoinTestWallet } = await import('./browser.js')
    installBitcoinTestWallet(window)
    expect(registry.get().filter((item) => item.name === 'Foyer Bitcoin Wallet')).toHaveLength(1)
  })
})
