// @vitest-environment node
import { readFileSync } from 'node:fs'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import * as config from './config.js'

describe('@foyer/devstack/config', () => {
  test('default: export snapshot', () => {
    expect(Object.keys(config).sort()).toMatchInlineSnapshot(`
      [
        "ANVIL_MNEMONIC",
        "BITCOIN_TESTNET_CAIP_NETWORK_ID",
        "BITCOIN_TESTNET_REFERENCE",
        "BITCOIN_TEST_WALLET_ADDRESS",
        "BITCOIN_TEST_WALLET_NAME",
        "BITCOIN_TEST_WALLET_ORDINALS_ADDRESS",
        "BITCOIN_TEST_WALLET_ORDINALS_PATH",
        "BITCOIN_TEST_WALLET_PATH",
        "BITCOIN_TEST_WALLET_PUBLIC_KEY",
        "BITCOIN_TEST_WALLET_SCRIPT_URL",
        "BITCOIN_TEST_WALLET_SEED_TEXT",
        "BITCOIN_TEST_WALLET_STORAGE_KEYS",
        "DEVSTACK_ANALYTICS_EVENTS_URL",
        "DEVSTACK_API_PORT",
        "DEVSTACK_API_URL",
        "DEVSTACK_BLOCKCHAIN_API_URL",
        "DEVSTACK_CHAINS",
        "DEVSTACK_CHAIN_A_ID",
        "DEVSTACK_CHAIN_A_NAME",
        "DEVSTACK_CHAIN_A_PORT",
        "DEVSTACK_CHAIN_A_RPC_URL",
        "DEVSTACK_CHAIN_B_ID",
        "DEVSTACK_CHAIN_B_NAME",
        "DEVSTACK_CHAIN_B_PORT",
        "DEVSTACK_CHAIN_B_RPC_URL",
        "DEVSTACK_COLLECTIBLES",
        "DEVSTACK_CONTRACTS",
        "DEVSTACK_CONTROL_URL",
        "DEVSTACK_DEPLOYER",
        "DEVSTACK_FRAME_INBOX_URL",
        "DEVSTACK_FRAME_PORT",
        "DEVSTACK_FRAME_URL",
        "DEVSTACK_HEALTH_URL",
        "DEVSTACK_HOST",
        "DEVSTACK_PROVIDER_API_URL",
        "DEVSTACK_RELAY_PORT",
        "DEVSTACK_RELAY_URL",
        "DEVSTACK_RPC_PROXY_URL",
        "DEVSTACK_SIWX_ORIGINS",
        "DEVSTACK_SIWX_URL",
        "DEVSTACK_SOLANA_CAIP_NETWORK_ID",
        "DEVSTACK_SOLANA_CHAIN_ID",
        "DEVSTACK_SOLANA_FSUSD",
        "DEVSTACK_SOLANA_FSUSD_DECIMALS",
        "DEVSTACK_SOLANA_FSUSD_MINT",
        "DEVSTACK_SOLANA_GENESIS_HASH",
        "DEVSTACK_SOLANA_MINT_AUTHORITY",
        "DEVSTACK_SOLANA_NAME",
        "DEVSTACK_SOLANA_ONRAMP_TREASURY",
        "DEVSTACK_SOLANA_REFERENCE",
        "DEVSTACK_SOLANA_RPC_PORT",
        "DEVSTACK_SOLANA_RPC_URL",
        "DEVSTACK_TOKENS",
        "FUNDED_BALANCE_ETH",
        "FUNDED_BALANCE_WEI",
        "MULTICALL3_ADDRESS",
        "NATIVE_PRICE_USD",
        "NATIVE_TOKEN_ADDRESS",
        "SOLANA_FUNDED_BALANCE_LAMPORTS",
        "SOLANA_FUNDED_BALANCE_SOL",
        "SOLANA_NATIVE_PRICE_USD",
        "SOLANA_ONRAMP_TREASURY_BALANCE_SOL",
        "SOLANA_RECIPIENT_ACCOUNT",
        "SOLANA_TEST_ACCOUNTS",
        "SOLANA_TEST_WALLET_ACCOUNT",
        "SOLANA_TEST_WALLET_ADDRESS",
        "SOLANA_TEST_WALLET_FSUSD_ACCOUNT",
        "SOLANA_TEST_WALLET_NAME",
        "SOLANA_TEST_WALLET_SCRIPT_URL",
        "SOLANA_TEST_WALLET_STORAGE_KEYS",
        "TEST_ACCOUNTS",
        "TEST_ACCOUNT_ADDRESSES",
        "TEST_WALLET_ACCOUNT",
        "TEST_WALLET_NAME",
        "TEST_WALLET_RDNS",
        "TEST_WALLET_SCRIPT_URL",
        "TEST_WALLET_STORAGE_KEYS",
        "WC_WALLET_ACCOUNT",
        "WC_WALLET_CONTROL_URL",
        "WC_WALLET_PAGE_URL",
        "devstackBitcoin",
        "devstackChainA",
        "devstackChainB",
        "devstackSolana",
      ]
    `)
  })

  test('behavior: the test accounts are the ones anvil derives from its mnemonic', () => {
    config.TEST_ACCOUNTS.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(config.ANVIL_MNEMONIC, { addressIndex }).address).toBe(
        account.address,
      )
    })
  })

  test('default: fixed loopback URLs and chains', () => {
    expect(config.DEVSTACK_API_URL).toBe('http://127.0.0.1:8787')
    expect(config.TEST_WALLET_SCRIPT_URL).toBe('http://127.0.0.1:8787/test-wallet.js')
    expect(config.devstackChainA).toMatchObject({
      id: 31_337,
      name: 'Foyer Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    expect(config.devstackChainB).toMatchObject({
      id: 31_338,
      name: 'Foyer Devnet B',
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    })
    expect(config.FUNDED_BALANCE_WEI).toBe(10_000n * 10n ** 18n)
  })

  test('behavior: browser-safe (imports nothing but viem and its own constants modules)', () => {
    const importsOf = (path: string) => {
      const source = readFileSync(new URL(path, import.meta.url), 'utf8')
      return new Set([...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]))
    }
    expect(importsOf('./config.ts')).toEqual(
      new Set([
        'viem',
        './accounts.js',
        './seededAssets.js',
        './bitcoin/constants.js',
        './solana/constants.js',
      ]),
    )
    expect(importsOf('./accounts.ts')).toEqual(new Set(['viem']))
    expect(importsOf('./seededAssets.ts')).toEqual(new Set(['viem', './accounts.js']))
    expect(importsOf('./solana/constants.ts')).toEqual(new Set(['viem']))
    expect(importsOf('./bitcoin/constants.ts')).toEqual(new Set(['viem']))
  })
})
