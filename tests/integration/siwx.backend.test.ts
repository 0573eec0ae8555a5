// The devstack's reference sign-in backend (/siwx/*) against the real chain: an embedded-wallet
// smart account (FoyerAccount, made by the devstack's FoyerAccountFactory) signing in deployed
// (EIP-1271) and not deployed yet (EIP-6492), and a Solana account (ed25519). Requests go as
// the demo page's would (browserFetch: its Origin, CORS enforced).

import { accountFactoryAbi } from '@foyer/devstack'
import {
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CONTRACTS,
  DEVSTACK_SIWX_URL,
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  devstackChainA,
  SOLANA_TEST_ACCOUNTS,
} from '@foyer/devstack/config'
import { createSiwxMessage } from '@foyer/headless/siwx'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  serializeErc6492Signature,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { browserFetch, PAGE_ORIGIN } from './browserFetch.js'

const chain = createPublicClient({
  chain: devstackChainA,
  transport: http(DEVSTACK_CHAIN_A_RPC_URL),
})
const factory = DEVSTACK_CONTRACTS.accountFactory

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await browserFetch(`${DEVSTACK_SIWX_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: await response.json() }
}

async function message(chainId: string, accountAddress: string) {
  const { nonce } = (await call('GET', '/nonce')).body as { nonce: string }
  return createSiwxMessage({
    chainId: chainId as `eip155:${string}`,
    accountAddress,
    nonce,
    domain: new URL(PAGE_ORIGIN).host,
    uri: PAGE_ORIGIN,
    version: '1',
    statement: 'Sign in to the Foyer demo',
  })
}

/** An embedded-wallet smart account of a fresh owner key: its address (CREATE2), undeployed. */
async function smartAccount() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const address = await chain.readContract({
    address: factory,
    abi: accountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address],
  })
  return { owner, address }
}

/** Signs in and checks the backend answers the account as signed in. */
async function signIn(signed: { message: string; signature: string }, caipAddress: string) {
  const answer = await call('POST', '/sessions', { sessions: [signed] })
  expect(answer.body).toMatchObject({ sessions: [{ caipAddress }] })
  expect(answer.status).toBe(201)
  const me = await call('GET', '/me', undefined, answer.body.token)
  expect(me.body.caipAddress).toBe(caipAddress)
}

describe('the reference backend verifies', () => {
  test('behavior: a deployed smart account (EIP-1271)', async () => {
    const { owner, address } = await smartAccount()
    // As the embedded wallet does on first login: the owner deploys its account.
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [owner.address, `0x${parseEther('1').toString(16)}`] as never,
    })
    const wallet = createWalletClient({
      account: owner,
      chain: devstackChainA,
      transport: http(DEVSTACK_CHAIN_A_RPC_URL),
    })
    const hash = await wallet.writeContract({
      address: factory,
      abi: accountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address],
    })
    await chain.waitForTransactionReceipt({ hash })
    expect(await chain.getCode({ address })).not.toBeUndefined()

    const text = await message(`eip155:${devstackChainA.id}`, address)
    // The smart account's personal_sign: the owner key's signature, which isValidSignature accepts.
    const signature = await owner.signMessage({ message: text })
    await signIn({ message: text, signature }, `eip155:${devstackChainA.id}:${address}`)

    // Another key's signature for the same account is refused.
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await message(`eip155:${devstackChainA.id}`, address)
    const refused = await call('POST', '/sessions', {
      sessions: [{ message: forged, signature: await stranger.signMessage({ message: forged }) }],
    })
    expect(refused.status).toBe(401)
    expect(refused.body.error.code).toBe('SIWX_INVALID_SIGNATURE')
  })

  test('behavior: a smart account not deployed yet (EIP-6492)', async () => {
    const { owner, address } = await smartAccount()
    expect(await chain.getCode({ address })).toBeUndefined()
    const text = await message(`eip155:${devstackChainA.id}`, address)
    // EIP-6492: the owner's signature wrapped with the factory call that would deploy the account.
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: accountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address],
      }),
      signature: await owner.signMessage({ message: text }),
    })
    await signIn({ message: text, signature }, `eip155:${devstackChainA.id}:${address}`)
    // Verifying deploys nothing (viem simulates the deployment).
    expect(await chain.getCode({ address })).toBeUndefined()
  })

  test('behavior: a Solana sign-in (ed25519)', async () => {
    const [solana] = SOLANA_TEST_ACCOUNTS
    const text = await message(DEVSTACK_SOLANA_CAIP_NETWORK_ID, solana.address)
    expect(text).toContain('wants you to sign in with your Solana account:')
    const secret = base58.decode(solana.secretKey).slice(0, 32)
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))
    await signIn(
      { message: text, signature },
      `${DEVSTACK_SOLANA_CAIP_NETWORK_ID}:${solana.address}`,
    )

    // A signature of another message is refused.
    const other = await message(DEVSTACK_SOLANA_CAIP_NETWORK_ID, solana.address)
    const refused = await call('POST', '/sessions', { sessions: [{ message: other, signature }] })
    expect(refused.body.error.code).toBe('SIWX_INVALID_SIGNATURE')
  })
})
