import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  pad,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVSTACK_CONTRACTS } from '../config.js'
import type { DevstackChainInfo } from '../context.js'
import { getContract, loadContracts } from '../contracts/compileContracts.js'
import { frameRpc } from './frameRpc.js'
import { FrameServiceError } from './frameServiceError.js'

/** `FoyerAccountFactory` (contracts/FoyerAccount.sol). */
export const accountFactoryAbi = parseAbi([
  'function createAccount(address owner) returns (address account)',
  'function getAddress(address owner) view returns (address)',
])

/** `FoyerAccount` (contracts/FoyerAccount.sol). */
export const foyerAccountAbi = parseAbi([
  'function owner() view returns (address)',
  'function execute(address to, uint256 value, bytes data) payable returns (bytes)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

const viemChain = (chain: DevstackChainInfo) =>
  defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })

const publicClientOf = (chain: DevstackChainInfo) =>
  createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }) })

const walletOf = (chain: DevstackChainInfo, privateKey: Hex) =>
  createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: viemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })

/** Sets an address's balance on a chain (anvil_setBalance). */
export async function setBalance(chain: DevstackChainInfo, address: Address, wei: bigint) {
  const publicClient = publicClientOf(chain)
  await publicClient.request({
    method: 'anvil_setBalance',
    params: [address, `0x${wei.toString(16)}`],
  } as never)
}

type Transaction = { to?: Address; value?: Hex; data?: Hex; gas?: Hex }

/**
 * The embedded wallet's smart accounts: a `FoyerAccount` per key, made by the CREATE2 factory at
 * `DEVSTACK_CONTRACTS.accountFactory` (seeded by seedChain; placed with anvil_setCode on a
 * chain without it, e.g. a bare anvil in tests), and the wallet requests it answers.
 */
export function createSmartAccounts(chains: readonly DevstackChainInfo[]) {
  const factory = DEVSTACK_CONTRACTS.accountFactory
  const factoryReady = new Map<string, Promise<void>>()

  /** Makes sure the factory's current code is on the chain (it is stateless: same address). */
  function ensureFactory(chain: DevstackChainInfo): Promise<void> {
    let ready = factoryReady.get(chain.rpcUrl)
    if (!ready) {
      ready = (async () => {
        const compiled = getContract(await loadContracts(), 'FoyerAccountFactory')
        const publicClient = publicClientOf(chain)
        const code = await publicClient.getCode({ address: factory })
        if (code?.toLowerCase() !== compiled.deployedBytecode.toLowerCase()) {
          await publicClient.request({
            method: 'anvil_setCode',
            params: [factory, compiled.deployedBytecode],
          } as never)
        }
      })().catch((error: unknown) => {
        factoryReady.delete(chain.rpcUrl)
        throw error
      })
      factoryReady.set(chain.rpcUrl, ready)
    }
    return ready
  }

  const chainOf = (chainId: number) => {
    const chain = chains.find((candidate) => candidate.id === chainId)
    if (!chain) throw new FrameServiceError(`Unsupported chain ${String(chainId)}`)
    return chain
  }

  async function isDeployed(chain: DevstackChainInfo, address: Address): Promise<boolean> {
    const code = await publicClientOf(chain).getCode({ address })
    return !!code && code !== '0x'
  }

  /** Deploys the key's account on the chain, sent by the key itself; no-op when deployed. */
  async function deploy(chain: DevstackChainInfo, privateKey: Hex): Promise<Address> {
    await ensureFactory(chain)
    const owner = privateKeyToAccount(privateKey).address
    const address = await addressOf(owner)
    if (await isDeployed(chain, address)) return address
    const hash = await walletOf(chain, privateKey).writeContract({
      address: factory,
      abi: accountFactoryAbi,
      functionName: 'createAccount',
      args: [owner],
    })
    const receipt = await publicClientOf(chain).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    if (receipt.status !== 'success') throw new FrameServiceError('Smart account deployment failed')
    return address
  }

  /** The owner's smart account address (counterfactual; computed from the compiled code). */
  async function addressOf(owner: Address): Promise<Address> {
    const { bytecode } = getContract(await loadContracts(), 'FoyerAccount')
    return getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt: pad(owner, { size: 32 }),
      bytecode: concat([bytecode, encodeAbiParameters([{ type: 'address' }], [owner])]),
    })
  }

  return {
    factory,
    chains,
    addressOf,
    ensureFactory,
    deploy,
    /** Whether the address has code on the chain. */
    isDeployed: (chainId: number, address: Address) => isDeployed(chainOf(chainId), address),
    /** Deploys the key's account on the chain id. */
    deployOn: (chainId: number, privateKey: Hex) => deploy(chainOf(chainId), privateKey),
    /**
     * A wallet request of the smart account: the owner's signatures (valid through EIP-1271;
     * wrapped as EIP-6492 while the account is not deployed on the chain),
     * transactions sent by the owner as `execute(to, value, data)` (deployed first if needed).
     */
    async rpc(
      wallet: { privateKey: Hex; smartAccount: Address; chain: DevstackChainInfo },
      method: string,
      params: unknown,
    ): Promise<unknown> {
      const list = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [wallet.smartAccount]
        case 'eth_sendTransaction': {
          const [transaction] = list as [Transaction | undefined]
          if (!transaction || typeof transaction !== 'object' || !transaction.to) {
            throw new FrameServiceError('Invalid transaction')
          }
          await deploy(wallet.chain, wallet.privateKey)
          return walletOf(wallet.chain, wallet.privateKey).writeContract({
            address: wallet.smartAccount,
            abi: foyerAccountAbi,
            functionName: 'execute',
            args: [
              transaction.to,
              transaction.value === undefined ? 0n : BigInt(transaction.value),
              transaction.data ?? '0x',
            ],
          })
        }
        case 'personal_sign':
        case 'eth_signTypedData_v4': {
          // The owner's signature, which the account accepts through EIP-1271 once deployed.
          // Not deployed yet, it is wrapped as EIP-6492 says: the factory and the call that
          // deploys the account, so a verifier can deploy it in a simulation and then ask it.
          const signature = (await frameRpc(
            { privateKey: wallet.privateKey, chain: wallet.chain },
            method,
            params,
          )) as Hex
          if (await isDeployed(wallet.chain, wallet.smartAccount)) return signature
          await ensureFactory(wallet.chain)
          return serializeErc6492Signature({
            address: factory,
            data: encodeFunctionData({
              abi: accountFactoryAbi,
              functionName: 'createAccount',
              args: [privateKeyToAccount(wallet.privateKey).address],
            }),
            signature,
          })
        }
        default:
          // Reads: forwarded.
          return frameRpc({ privateKey: wallet.privateKey, chain: wallet.chain }, method, params)
      }
    },
  }
}

/** The frame's smart accounts (see {@link createSmartAccounts}). */
export type SmartAccounts = ReturnType<typeof createSmartAccounts>
