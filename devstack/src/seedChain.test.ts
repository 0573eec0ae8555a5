// @vitest-environment node
import {
  createPublicClient,
  defineChain,
  erc20Abi,
  getContractAddress,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from './anvil.js'
import {
  DEVSTACK_COLLECTIBLES,
  DEVSTACK_CONTRACTS,
  DEVSTACK_DEPLOYER,
  DEVSTACK_TOKENS,
  MULTICALL3_ADDRESS,
  TEST_ACCOUNTS,
} from './config.js'
import { seedChain } from './seedChain.js'
import { freePort } from './testing/freePort.js'

const CHAIN_ID = 71_337
let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID })
  expect(await seedChain({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID })).toEqual({ seeded: true })
}, 60_000)
afterAll(async () => {
  await anvil.stop()
})

const client = () =>
  createPublicClient({
    chain: defineChain({
      id: CHAIN_ID,
      name: 'seed test',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
      contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    }),
    transport: http(anvil.rpcUrl),
  })

describe('seedChain', () => {
  test('default: contracts at the addresses of config.ts (deployer nonces 0–5)', async () => {
    const expected = [
      DEVSTACK_CONTRACTS.usdToken,
      DEVSTACK_CONTRACTS.token,
      DEVSTACK_CONTRACTS.usdPool,
      DEVSTACK_CONTRACTS.tokenPool,
      DEVSTACK_CONTRACTS.collectibles,
      DEVSTACK_CONTRACTS.accountFactory,
    ]
    expected.forEach((address, nonce) => {
      expect(getContractAddress({ from: DEVSTACK_DEPLOYER.address, nonce: BigInt(nonce) })).toBe(
        address,
      )
    })
    for (const address of [...expected, MULTICALL3_ADDRESS]) {
      expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
    }
  })

  test('behavior: Multicall3 answers viem multicall with token metadata and balances', async () => {
    const holder = TEST_ACCOUNTS[0].address
    const results = await client().multicall({
      allowFailure: false,
      contracts: DEVSTACK_TOKENS.flatMap((token) => [
        { address: token.address, abi: erc20Abi, functionName: 'symbol' },
        { address: token.address, abi: erc20Abi, functionName: 'decimals' },
        { address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] },
      ]),
    })
    expect(results).toEqual(['FUSD', 6, parseUnits('10000', 6), 'FOY', 18, parseUnits('1000', 18)])
  })

  test('behavior: pools hold the seeded liquidity and quote a swap', async () => {
    const poolAbi = parseAbi([
      'function reserveNative() view returns (uint256)',
      'function reserveToken() view returns (uint256)',
      'function quoteNativeToToken(uint256) view returns (uint256)',
    ])
    const [usd] = DEVSTACK_TOKENS
    const reserveToken = await client().readContract({
      address: usd.pool,
      abi: poolAbi,
      functionName: 'reserveToken',
    })
    expect(reserveToken).toBe(parseUnits('300000', 6))
    const out = await client().readContract({
      address: usd.pool,
      abi: poolAbi,
      functionName: 'quoteNativeToToken',
      args: [10n ** 18n],
    })
    // 1 ETH into 100 ETH : 300000 FUSD with a 0.3 % fee ≈ 2961.6 FUSD
    expect(Number(out) / 1e6).toBeCloseTo(2961.6, 0)
  })

  test('behavior: the first test account owns NFTs 1–3', async () => {
    const nftAbi = parseAbi([
      'function ownerOf(uint256) view returns (address)',
      'function tokenURI(uint256) view returns (string)',
    ])
    for (const [id, owner] of Object.entries(DEVSTACK_COLLECTIBLES.owners)) {
      expect(
        await client().readContract({
          address: DEVSTACK_COLLECTIBLES.address,
          abi: nftAbi,
          functionName: 'ownerOf',
          args: [BigInt(id)],
        }),
      ).toBe(owner)
    }
    expect(
      await client().readContract({
        address: DEVSTACK_COLLECTIBLES.address,
        abi: nftAbi,
        functionName: 'tokenURI',
        args: [2n],
      }),
    ).toBe(
      `http://127.0.0.1:8787/v1/nft/${CHAIN_ID}/${DEVSTACK_COLLECTIBLES.address.toLowerCase()}/2`,
    )
  })

  test('behavior: seeding an already-seeded chain sends nothing', async () => {
    const blockBefore = await client().getBlockNumber()
    expect(await seedChain({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID })).toEqual({ seeded: false })
    expect(await client().getBlockNumber()).toBe(blockBefore)
  })
})
