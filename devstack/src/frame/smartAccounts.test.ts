import {
  createPublicClient,
  type Hex,
  http,
  isErc6492Signature,
  keccak256,
  parseEther,
  stringToHex,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import {
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_B_ID,
  DEVSTACK_CONTRACTS,
  TEST_ACCOUNTS,
} from '../config.js'
import { freePort } from '../testing/freePort.js'
import { createFrameService, FRAME_FUNDING_WEI } from './frameService.js'
import { accountFactoryAbi, foyerAccountAbi } from './smartAccounts.js'

let anvilA: StartAnvilReturnType
let anvilB: StartAnvilReturnType
beforeAll(async () => {
  ;[anvilA, anvilB] = await Promise.all([
    startAnvil({ port: await freePort(), chainId: DEVSTACK_CHAIN_A_ID }),
    startAnvil({ port: await freePort(), chainId: DEVSTACK_CHAIN_B_ID }),
  ])
}, 30_000)
afterAll(async () => {
  await Promise.all([anvilA?.stop(), anvilB?.stop()])
})
const chains = () => [
  { id: DEVSTACK_CHAIN_A_ID, name: 'A', rpcUrl: anvilA.rpcUrl },
  { id: DEVSTACK_CHAIN_B_ID, name: 'B', rpcUrl: anvilB.rpcUrl },
]
const clientA = () => createPublicClient({ transport: http(anvilA.rpcUrl) })

async function signIn(service: ReturnType<typeof createFrameService>, email: string) {
  service.requestCode(email)
  const [latest] = service.inbox(email)
  return service.verifyCode(email, latest?.code)
}

const typed = {
  domain: { name: 'Foyer', chainId: DEVSTACK_CHAIN_A_ID },
  types: { Note: [{ name: 'text', type: 'string' }] },
  primaryType: 'Note',
  message: { text: 'hi' },
} as const

describe('smart accounts', () => {
  test('default: a new user has an EOA and a deployed, funded smart account on every chain', async () => {
    const service = createFrameService({ chains: chains() })
    const { token } = await signIn(service, 'sa@example.com')
    const user = await service.getUser(token, { chainId: DEVSTACK_CHAIN_A_ID })
    const [smart, eoa] = user.accounts
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(smart?.type).toBe('smartAccount')
    expect(eoa?.type).toBe('eoa')
    expect(user.address).toBe(smart?.address)
    expect(user.smartAccountDeployed).toBe(true)
    for (const rpcUrl of [anvilA.rpcUrl, anvilB.rpcUrl]) {
      const client = createPublicClient({ transport: http(rpcUrl) })
      for (const account of user.accounts) {
        expect(await client.getBalance({ address: account.address })).toBe(FRAME_FUNDING_WEI)
      }
      // The factory's address for the EOA, owned by it.
      expect(
        await client.readContract({
          address: DEVSTACK_CONTRACTS.accountFactory,
          abi: accountFactoryAbi,
          functionName: 'getAddress',
          args: [eoa?.address as Hex],
        }),
      ).toBe(smart?.address)
      expect(
        await client.readContract({
          address: smart?.address as Hex,
          abi: foyerAccountAbi,
          functionName: 'owner',
        }),
      ).toBe(eoa?.address)
    }
    expect(
      await service.rpc(token, { method: 'eth_accounts', chainId: DEVSTACK_CHAIN_A_ID }),
    ).toEqual([smart?.address])
  })

  test('behavior: signatures verify through EIP-1271; a transaction sends value from the account', async () => {
    const service = createFrameService({ chains: chains() })
    const { token } = await signIn(service, 'sa-sign@example.com')
    const { address } = await service.getUser(token, { chainId: DEVSTACK_CHAIN_A_ID })
    const rpc = (method: string, params: unknown) =>
      service.rpc(token, { method, params, chainId: DEVSTACK_CHAIN_A_ID })

    const signature = (await rpc('personal_sign', [stringToHex('hello'), address])) as Hex
    expect(await clientA().verifyMessage({ address, message: 'hello', signature })).toBe(true)
    // Not the EOA's plain ECDSA answer for the smart account's address...
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(false)
    // ...and a stranger's signature is refused by isValidSignature.
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await stranger.signMessage({ message: 'hello' })
    expect(await clientA().verifyMessage({ address, message: 'hello', signature: forged })).toBe(
      false,
    )
    expect(
      await clientA().readContract({
        address,
        abi: foyerAccountAbi,
        functionName: 'isValidSignature',
        args: [keccak256('0x01'), forged],
      }),
    ).toBe('0xffffffff')

    const typedSignature = (await rpc('eth_signTypedData_v4', [
      address,
      JSON.stringify(typed),
    ])) as Hex
    expect(await clientA().verifyTypedData({ ...typed, address, signature: typedSignature })).toBe(
      true,
    )

    const to = TEST_ACCOUNTS[3].address
    const before = await clientA().getBalance({ address: to })
    const value = parseEther('1.5')
    const hash = (await rpc('eth_sendTransaction', [
      { from: address, to, value: `0x${value.toString(16)}` },
    ])) as Hex
    const receipt = await clientA().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(address.toLowerCase())
    expect(await clientA().getBalance({ address: to })).toBe(before + value)
    expect(await clientA().getBalance({ address })).toBe(FRAME_FUNDING_WEI - value)
  })

  test('parameters: deployAccounts off: no code until first use, signatures by EIP-6492, then EIP-1271', async () => {
    const service = createFrameService({ chains: chains() })
    service.deployAccounts = false
    const { token } = await signIn(service, 'sa-6492@example.com')
    service.deployAccounts = true
    const user = await service.getUser(token, { chainId: DEVSTACK_CHAIN_A_ID })
    const { address } = user
    expect(user.smartAccountDeployed).toBe(false)
    expect(await clientA().getCode({ address })).toBeUndefined()
    // Funded all the same: the first transaction deploys it and pays from it.
    expect(await clientA().getBalance({ address })).toBe(FRAME_FUNDING_WEI)
    const rpc = (method: string, params: unknown) =>
      service.rpc(token, { method, params, chainId: DEVSTACK_CHAIN_A_ID })

    const signature = (await rpc('personal_sign', [stringToHex('hello'), address])) as Hex
    expect(isErc6492Signature(signature)).toBe(true)
    // viem deploys the account in a simulation, then asks it (EIP-6492); nothing is deployed.
    expect(await clientA().verifyMessage({ address, message: 'hello', signature })).toBe(true)
    expect(await clientA().getCode({ address })).toBeUndefined()
    const typedSignature = (await rpc('eth_signTypedData_v4', [
      address,
      JSON.stringify(typed),
    ])) as Hex
    expect(isErc6492Signature(typedSignature)).toBe(true)
    expect(await clientA().verifyTypedData({ ...typed, address, signature: typedSignature })).toBe(
      true,
    )

    // The account deployed (INIT_SMART_ACCOUNT), its signatures are plain EIP-1271 ones.
    expect(await service.initSmartAccount(token, DEVSTACK_CHAIN_A_ID)).toEqual({
      address,
      isDeployed: true,
    })
    const deployed = (await rpc('personal_sign', [stringToHex('hello'), address])) as Hex
    expect(isErc6492Signature(deployed)).toBe(false)
    expect(await clientA().verifyMessage({ address, message: 'hello', signature: deployed })).toBe(
      true,
    )
  })

  test('behavior: preferred account type, the app default, INIT_SMART_ACCOUNT', async () => {
    const service = createFrameService({ chains: chains() })
    const { token } = await signIn(service, 'sa-pref@example.com')
    const asApp = await service.getUser(token, {
      chainId: DEVSTACK_CHAIN_B_ID,
      preferredAccountType: 'eoa',
    })
    expect(asApp.preferredAccountType).toBe('eoa')
    expect(asApp.chainId).toBe(DEVSTACK_CHAIN_B_ID)
    const eoa = asApp.address
    const smart = asApp.accounts.find((account) => account.type === 'smartAccount')?.address
    expect(eoa).toBe(service.user(token).address)
    expect(await service.setPreferredAccount(token, 'smartAccount')).toEqual({
      type: 'smartAccount',
      address: smart,
    })
    // The user's choice wins over the app's default from now on.
    const chosen = await service.getUser(token, { preferredAccountType: 'eoa' })
    expect(chosen).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    expect(await service.initSmartAccount(token, DEVSTACK_CHAIN_A_ID)).toEqual({
      address: smart,
      isDeployed: true,
    })
    // A request naming the EOA as its signer is signed by the EOA.
    const signature = (await service.rpc(token, {
      method: 'personal_sign',
      params: [stringToHex('me'), eoa],
      chainId: DEVSTACK_CHAIN_A_ID,
    })) as Hex
    expect(await verifyMessage({ address: eoa, message: 'me', signature })).toBe(true)
  })

  test('error: bad account type, unknown chain, execute by anyone but the owner', async () => {
    const service = createFrameService({ chains: chains() })
    const { token } = await signIn(service, 'sa-err@example.com')
    await expect(service.setPreferredAccount(token, 'contract')).rejects.toThrow(
      'Invalid account type',
    )
    await expect(service.initSmartAccount(token, 1)).rejects.toThrow('Unsupported chain 1')
    await expect(service.getUser('nope')).rejects.toThrow('Not signed in')
    const { address } = await service.getUser(token)
    await expect(
      clientA().simulateContract({
        account: TEST_ACCOUNTS[0].address,
        address,
        abi: foyerAccountAbi,
        functionName: 'execute',
        args: [TEST_ACCOUNTS[0].address, 1n, '0x'],
      }),
    ).rejects.toThrow(/NotOwner|reverted/)
  })
})
