import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { beforeEach, describe, expect, test } from 'vitest'
import { defineNetwork } from '../chains/network.js'
import { solanaClusterReferences } from '../chains/solanaChains.js'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { toWalletStandardError } from '../errors/solana.js'
import { type FakeStandardWallet, fakeStandardWallet } from '../test/fakeStandardWallet.js'
import { devnet, testSolana } from '../test/testFoyer.js'
import type { ConnectorEvent } from './createConnector.js'
import {
  isSolanaStandardWallet,
  type WalletStandardProvider,
  walletStandard,
  walletStandardConnectorId,
} from './walletStandard.js'

let signer: KeyPairSigner
let fake: FakeStandardWallet
beforeEach(async () => {
  signer = await generateKeyPairSigner()
  fake = fakeStandardWallet({ signer, name: 'Fake Solana' })
})
const setup = (networks = [devnet, testSolana] as const) =>
  walletStandard({ wallet: fake.wallet })({ projectId: 'p', networks: [...networks] as never })

describe('walletStandardConnectorId', () => {
  test('default', () => {
    expect(walletStandardConnectorId('Phantom')).toBe('ws.solana.phantom')
    expect(walletStandardConnectorId('  Backpack Wallet! ')).toBe('ws.solana.backpack-wallet')
    expect(walletStandardConnectorId('☃')).toBe('ws.solana.wallet')
  })
})

describe('isSolanaStandardWallet', () => {
  test('default', () => {
    expect(isSolanaStandardWallet(fake.wallet)).toBe(true)
  })
  test('behavior: wallets without Solana, without connect or sending, or hostile, are not', () => {
    const { wallet } = fake
    expect(isSolanaStandardWallet({ ...wallet, chains: ['bitcoin:mainnet'] })).toBe(false)
    expect(isSolanaStandardWallet({ ...wallet, name: ' ' })).toBe(false)
    expect(isSolanaStandardWallet(null)).toBe(false)
    const features = (without: string[]) =>
      Object.fromEntries(Object.entries(wallet.features).filter(([key]) => !without.includes(key)))
    expect(isSolanaStandardWallet({ ...wallet, features: features(['standard:connect']) })).toBe(
      false,
    )
    expect(
      isSolanaStandardWallet({
        ...wallet,
        features: features(['solana:signAndSendTransaction', 'solana:signTransaction']),
      }),
    ).toBe(false)
    expect(
      isSolanaStandardWallet({
        ...wallet,
        features: features(['solana:signAndSendTransaction']),
      }),
    ).toBe(true)
    const hostile = Object.defineProperty({}, 'name', {
      get() {
        throw new Error('no')
      },
    })
    expect(isSolanaStandardWallet(hostile)).toBe(false)
  })
})

describe('walletStandard', () => {
  test('default', () => {
    const connector = setup()
    expect(connector).toMatchObject({
      id: 'ws.solana.fake-solana',
      name: 'Fake Solana',
      type: 'ANNOUNCED',
      chain: 'solana',
      namespaces: ['solana'],
      imageUrl: fake.wallet.icon,
    })
  })

  test('parameters: an icon that is not a data: image is dropped', () => {
    fake = fakeStandardWallet({ signer, icon: 'https://tracker.example/icon.png' })
    expect(setup().imageUrl).toBeUndefined()
  })

  test('behavior: connect prompts and returns the account on the host Solana network', async () => {
    const connector = setup()
    expect(await connector.isAuthorized()).toBe(false)
    const connection = await connector.connect({ namespace: 'solana' })
    expect(connection).toEqual({
      accounts: [signer.address],
      chainId: solanaClusterReferences['solana:mainnet'],
    })
    expect(await connector.getAccounts()).toEqual([signer.address])
    expect(await connector.getChainId()).toBe(solanaClusterReferences['solana:mainnet'])
    const provider = (await connector.getProvider()) as WalletStandardProvider
    expect(provider.wallet).toBe(fake.wallet)
    expect(provider.account?.address).toBe(signer.address)
  })

  test('parameters: chainId picks one of the host networks; unknown ones fall back', async () => {
    const local = defineNetwork(devnet, { chainNamespace: 'solana', reference: 'local123' })
    const connector = setup([testSolana, local] as never)
    expect((await connector.connect({ namespace: 'solana', chainId: 'local123' })).chainId).toBe(
      'local123',
    )
    expect((await connector.connect({ namespace: 'solana', chainId: 'other' })).chainId).toBe(
      solanaClusterReferences['solana:mainnet'],
    )
    // No Solana network at all: mainnet.
    expect(await setup([devnet] as never).getChainId()).toBe(
      solanaClusterReferences['solana:mainnet'],
    )
  })

  test('behavior: restore is a silent connect, authorised after an earlier visit', async () => {
    fake = fakeStandardWallet({ signer, authorized: true })
    const connector = setup()
    expect(await connector.getAccounts()).toEqual([])
    expect(await connector.isAuthorized()).toBe(true)
    expect(fake.state.requests).toEqual([{ feature: 'standard:connect', input: { silent: true } }])
    expect(await connector.getAccounts()).toEqual([signer.address])
  })

  test('behavior: user rejected request', async () => {
    fake.state.decision = 'reject'
    const connector = setup()
    await expect(connector.connect({ namespace: 'solana' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('error: no Solana account shared is 4100; no connect feature is 4200', async () => {
    const other = fakeStandardWallet({ signer, chains: ['bitcoin:mainnet'] })
    const noSolana = walletStandard({ wallet: other.wallet })({ projectId: 'p', networks: [] })
    expect(
      ((await noSolana.connect({ namespace: 'solana' }).catch((e: unknown) => e)) as WalletRpcError)
        .rpcCode,
    ).toBe(4100)
    fake = fakeStandardWallet({ signer, without: ['standard:connect', 'standard:events'] })
    const bare = setup()
    expect(
      ((await bare.connect({ namespace: 'solana' }).catch((e: unknown) => e)) as WalletRpcError)
        .rpcCode,
    ).toBe(4200)
    expect(await bare.isAuthorized()).toBe(false)
    // Without standard:events, subscribing is a no-op.
    bare.subscribe(() => {})()
  })

  test('behavior: change events become accountsChanged, and disconnect when none is left', async () => {
    const connector = setup()
    const events: ConnectorEvent[] = []
    const stop = connector.subscribe((event) => events.push(event))
    await connector.connect({ namespace: 'solana' })
    const other = { ...fake.account, address: 'B3qBpPduYzTuTdsM5iQoqiqerKv84AiX1j7PWVXSpxdM' }
    fake.setAccounts([other, fake.account])
    fake.setAccounts([])
    stop()
    fake.setAccounts([fake.account])
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [signer.address] },
      { type: 'accountsChanged', accounts: [other.address, signer.address] },
      { type: 'disconnect' },
    ])
  })

  test('behavior: a change without accounts is ignored', () => {
    const connector = setup()
    const events: ConnectorEvent[] = []
    let emit: (properties: object) => void = () => {}
    const features = fake.wallet.features as Record<string, unknown>
    features['standard:events'] = {
      version: '1.0.0',
      on: (_: string, listener: (properties: object) => void) => {
        emit = listener
        return () => {}
      },
    }
    walletStandard({ wallet: fake.wallet })({ projectId: 'p', networks: [] }).subscribe((event) =>
      events.push(event),
    )
    emit({ chains: ['solana:devnet'] })
    expect(events).toEqual([])
    expect(connector.id).toBe('ws.solana.fake-solana')
  })

  test('behavior: disconnect ends the connection on the wallet; its failure is ignored', async () => {
    const connector = setup()
    await connector.connect({ namespace: 'solana' })
    await connector.disconnect()
    expect(fake.state.requests.at(-1)?.feature).toBe('standard:disconnect')
    expect(await connector.getAccounts()).toEqual([])
    expect(((await connector.getProvider()) as WalletStandardProvider).account).toBeUndefined()
    ;(fake.wallet.features as Record<string, unknown>)['standard:disconnect'] = {
      disconnect: () => Promise.reject(new Error('cannot')),
    }
    await expect(connector.disconnect()).resolves.toBeUndefined()
  })
})

describe('toWalletStandardError', () => {
  test('behavior: refusals in words or by code are UserRejectedRequestError', () => {
    for (const message of [
      'User rejected the request.',
      'Transaction denied by user',
      'User cancelled',
    ])
      expect(toWalletStandardError(new Error(message))).toBeInstanceOf(UserRejectedRequestError)
    expect(toWalletStandardError({ code: 4001, message: 'x' })).toBeInstanceOf(
      UserRejectedRequestError,
    )
    const other = toWalletStandardError(new Error('boom'))
    expect(other).toBeInstanceOf(WalletRpcError)
    expect(toWalletStandardError(other)).toBe(other)
  })
})
