import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  DEVSTACK_API_URL,
  DEVSTACK_COLLECTIBLES,
  DEVSTACK_CONTRACTS,
  DEVSTACK_DEPLOYER,
  DEVSTACK_TOKENS,
  MULTICALL3_ADDRESS,
  TEST_ACCOUNTS,
} from './config.js'
import { getContract, loadContracts } from './contracts/compileContracts.js'

export type SeedChainParameters = {
  rpcUrl: string
  chainId: number
  /** Base URL written into the collection's token URIs. @default DEVSTACK_API_URL */
  apiUrl?: string
}

export type SeedChainReturnType = {
  /** False when the chain was already seeded (a reused anvil): nothing was sent. */
  seeded: boolean
}

/**
 * Seeds a fresh anvil chain, deterministically: Multicall3's runtime code at its canonical
 * address (`anvil_setCode`), then from {@link DEVSTACK_DEPLOYER} with nonces 0–5 the two ERC-20
 * tokens, their two pools, the ERC-721 collection and the smart-account factory (addresses in
 * `DEVSTACK_CONTRACTS`), token balances for the first five test accounts, pool liquidity and four
 * NFTs.
 */
export async function seedChain(parameters: SeedChainParameters): Promise<SeedChainReturnType> {
  const { rpcUrl, chainId, apiUrl = DEVSTACK_API_URL } = parameters
  const chain = defineChain({
    id: chainId,
    name: `devstack ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport })
  const account = privateKeyToAccount(DEVSTACK_DEPLOYER.privateKey)
  const wallet = createWalletClient({ account, chain, transport })

  const lastCode = await publicClient.getCode({ address: DEVSTACK_CONTRACTS.collectibles })
  if (lastCode && lastCode !== '0x') return { seeded: false }

  const compiled = await loadContracts()
  const rpc = (method: string, params: unknown[]) =>
    publicClient.request({ method, params } as never) as Promise<unknown>

  await rpc('anvil_setCode', [
    MULTICALL3_ADDRESS,
    getContract(compiled, 'Multicall3').deployedBytecode,
  ])
  await rpc('anvil_setBalance', [account.address, `0x${parseEther('1000').toString(16)}`])

  let nonce = await publicClient.getTransactionCount({ address: account.address })
  if (nonce !== 0) {
    throw new Error(
      `Cannot seed chain ${chainId}: the deployer already sent ${nonce} transactions but the contracts are missing. Restart anvil.`,
    )
  }

  const hashes: Hex[] = []
  const deploy = async (name: string, args: readonly unknown[]) => {
    const { abi, bytecode } = getContract(compiled, name)
    hashes.push(await wallet.deployContract({ abi, bytecode, args, nonce: nonce++ }))
  }
  const call = async (
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[],
    value = 0n,
  ) => {
    hashes.push(
      await wallet.writeContract({
        address,
        abi,
        functionName,
        args,
        value,
        nonce: nonce++,
      } as never),
    )
  }

  // Nonces 0–5: the contracts, in the order of DEVSTACK_CONTRACTS.
  const [usd, token] = DEVSTACK_TOKENS
  await deploy('FoyerToken', [usd.name, usd.symbol, usd.decimals])
  await deploy('FoyerToken', [token.name, token.symbol, token.decimals])
  await deploy('FoyerPool', [usd.address])
  await deploy('FoyerPool', [token.address])
  await deploy('FoyerCollectibles', [
    DEVSTACK_COLLECTIBLES.name,
    DEVSTACK_COLLECTIBLES.symbol,
    `${apiUrl}/v1/nft/${chainId}/${DEVSTACK_COLLECTIBLES.address.toLowerCase()}/`,
  ])
  await deploy('FoyerAccountFactory', [])

  const tokenAbi = getContract(compiled, 'FoyerToken').abi
  const poolAbi = getContract(compiled, 'FoyerPool').abi
  const nftAbi = getContract(compiled, 'FoyerCollectibles').abi
  for (const seeded of DEVSTACK_TOKENS) {
    const liquidity = parseUnits(seeded.poolLiquidity.token, seeded.decimals)
    await call(seeded.address, tokenAbi, 'mint', [account.address, liquidity])
    await call(seeded.address, tokenAbi, 'approve', [seeded.pool, liquidity])
    await call(
      seeded.pool,
      poolAbi,
      'addLiquidity',
      [liquidity],
      parseEther(seeded.poolLiquidity.native),
    )
    for (const holder of TEST_ACCOUNTS) {
      await call(seeded.address, tokenAbi, 'mint', [
        holder.address,
        parseUnits(seeded.seededBalance, seeded.decimals),
      ])
    }
  }
  for (const [tokenId, owner] of Object.entries(DEVSTACK_COLLECTIBLES.owners)) {
    await call(DEVSTACK_COLLECTIBLES.address, nftAbi, 'mint', [owner, BigInt(tokenId)])
  }

  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Seeding transaction ${hash} reverted`)
  }
  return { seeded: true }
}
