// @vitest-environment node
import { createHash } from 'node:crypto'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import * as config from '../config.js'
import { associatedTokenAddress } from './seed.js'
import { signerOf } from './testHelpers.js'

describe('Solana constants', () => {
  test('default: each secret key belongs to its address', async () => {
    for (const account of [...config.SOLANA_TEST_ACCOUNTS, config.DEVSTACK_SOLANA_MINT_AUTHORITY]) {
      expect((await signerOf(account)).address).toBe(account.address)
    }
    expect(config.SOLANA_TEST_WALLET_ADDRESS).toBe(config.SOLANA_TEST_ACCOUNTS[0].address)
  })

  test('behavior: genesis hash, CAIP-2 id and the network object agree', () => {
    const hash = config.DEVSTACK_SOLANA_GENESIS_HASH
    const expected = createHash('sha256').update('foyer-devstack:solana:genesis').digest()
    expect(getBase58Decoder().decode(expected)).toBe(hash)
    expect(getBase58Encoder().encode(hash)).toHaveLength(32)
    expect(config.DEVSTACK_SOLANA_CAIP_NETWORK_ID).toBe(`solana:${hash.slice(0, 32)}`)
    expect(config.devstackSolana).toMatchObject({
      name: 'Foyer Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      chainNamespace: 'solana',
      caipNetworkId: config.DEVSTACK_SOLANA_CAIP_NETWORK_ID,
    })
    expect(config.SOLANA_TEST_WALLET_SCRIPT_URL).toBe('http://127.0.0.1:8787/solana-test-wallet.js')
  })

  test('behavior: the test wallet FSUSD account is its associated token account', async () => {
    expect(
      await associatedTokenAddress(
        config.SOLANA_TEST_WALLET_ADDRESS,
        config.DEVSTACK_SOLANA_FSUSD_MINT,
      ),
    ).toBe(config.SOLANA_TEST_WALLET_FSUSD_ACCOUNT)
  })
})
