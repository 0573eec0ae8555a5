// Bitcoin through headless with the devstack's Bitcoin test wallet (its Node factory, signing
// for real with the fixed test key): discovered by mount on a host with a bip122 network and the
// bitcoin adapter, connected with the payment account type, signing a message whose signature
// is checked here with @noble/curves alone. The served browser bundle is checked too.

import { createBitcoinTestWallet } from '@foyer/devstack'
import {
  BITCOIN_TEST_WALLET_ADDRESS,
  BITCOIN_TEST_WALLET_PATH,
  BITCOIN_TEST_WALLET_PUBLIC_KEY,
  BITCOIN_TEST_WALLET_SCRIPT_URL,
  BITCOIN_TESTNET_REFERENCE,
} from '@foyer/devstack/config'
import {
  bitcoinAdapter,
  ConnectorNotFoundError,
  connect,
  createFoyer,
  defineNetwork,
  evmAdapter,
  type Foyer,
  getAccountRecords,
  mount,
  signMessage,
  UserRejectedRequestError,
} from '@foyer/headless'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, hex } from '@scure/base'
import { defineChain } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { registerStandardWallet } from '../../headless/src/test/fakeBitcoinWallet.js'

/** Bitcoin testnet as a host defines it (Foyer never calls its RPC URL). */
const bitcoinTestnet = defineNetwork(
  defineChain({
    id: 18332,
    name: 'Bitcoin Testnet',
    nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
    testnet: true,
  }),
  { chainNamespace: 'bip122', reference: BITCOIN_TESTNET_REFERENCE },
)

/** The legacy "Bitcoin Signed Message" digest, written here from the format, not imported. */
function messageDigest(message: string): Uint8Array {
  const text = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  return sha256(sha256(new Uint8Array([...prefix, text.length, ...text])))
}

/** The P2WPKH testnet address of the key that made a 65-byte recoverable signature. */
function signerAddress(message: string, signatureHex: string) {
  const signature = hex.decode(signatureHex.slice(2))
  const [header = 0] = signature
  const publicKey = secp256k1.Signature.fromCompact(signature.slice(1))
    .addRecoveryBit(header - 39)
    .recoverPublicKey(messageDigest(message))
    .toRawBytes(true)
  return {
    header,
    publicKey: hex.encode(publicKey),
    address: bech32.encode('tb', [0, ...bech32.toWords(ripemd160(sha256(publicKey)))]),
  }
}

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

async function connected(decision: 'approve' | 'reject' = 'approve') {
  const { wallet, controls } = createBitcoinTestWallet({
    name: `Integration Bitcoin ${decision}`,
    policy: { decision },
  })
  const foyer: Foyer = createFoyer({
    projectId: 'bitcoin-wallet',
    networks: [bitcoinTestnet],
    adapters: [evmAdapter(), bitcoinAdapter()],
    enableEIP6963: false,
  })
  stops.push(registerStandardWallet(wallet), mount(foyer))
  const connector = `ws.bip122.integration-bitcoin-${decision}`
  return { foyer, controls, connector }
}

describe('bitcoin through headless with the devstack test wallet', () => {
  test('default: connects the payment account and signs a message the test key made', async () => {
    const { foyer, connector } = await connected()
    const account = await vi.waitFor(() => connect(foyer, { connector }))
    expect(account).toMatchObject({
      status: 'connected',
      address: BITCOIN_TEST_WALLET_ADDRESS,
      caipAddress: `bip122:${BITCOIN_TESTNET_REFERENCE}:${BITCOIN_TEST_WALLET_ADDRESS}`,
    })
    expect(getAccountRecords(foyer)).toEqual([
      {
        namespace: 'bip122',
        address: BITCOIN_TEST_WALLET_ADDRESS,
        type: 'payment',
        publicKey: BITCOIN_TEST_WALLET_PUBLIC_KEY,
        path: BITCOIN_TEST_WALLET_PATH,
      },
    ])
    const message = 'Sign in to Foyer on Bitcoin testnet'
    const signature = await signMessage(foyer, { message })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(signerAddress(message, signature)).toEqual({
      header: expect.any(Number),
      publicKey: BITCOIN_TEST_WALLET_PUBLIC_KEY,
      address: BITCOIN_TEST_WALLET_ADDRESS,
    })
    expect(signerAddress(message, signature).header).toBeGreaterThanOrEqual(39)
  })

  test('behavior: a signature the wallet refuses is UserRejectedRequestError', async () => {
    const { foyer, controls, connector } = await connected()
    await vi.waitFor(() => connect(foyer, { connector }))
    controls.setPolicy({ decision: 'approve', methods: { 'bitcoin:signMessage': 'reject' } })
    await expect(signMessage(foyer, { message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('error: a refused connect is UserRejectedRequestError', async () => {
    const { foyer, connector } = await connected('reject')
    // Waits for mount to list the wallet, then keeps the wallet's answer.
    const error = await vi.waitFor(() =>
      connect(foyer, { connector }).catch((cause: unknown) => {
        if (cause instanceof ConnectorNotFoundError) throw cause
        return cause
      }),
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  test('behavior: the devstack serves the browser bundle', async () => {
    const response = await fetch(BITCOIN_TEST_WALLET_SCRIPT_URL)
    expect(response.ok).toBe(true)
    expect(await response.text()).toContain('foyerBitcoinTestWallet')
  })
})
