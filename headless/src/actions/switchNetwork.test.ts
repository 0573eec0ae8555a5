import { mainnet, sepolia } from 'viem/chains'
import { afterEach, describe, expect, test } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { solanaAdapter } from '../adapters/solana.js'
import { SwitchNetworkNotFoundError } from '../errors/alerts.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import { ChainNotSupportedError, UserRejectedRequestError } from '../errors/rpc.js'
import {
  activeCaipNetworkIdAtom,
  activeNamespaceAtom,
  connectorsAtom,
  modalAtom,
  networkSwitchAtom,
  networksAtom,
  routerAtom,
} from '../store/atoms.js'
import { activeCaipNetworkIdEntry } from '../store/storageKeys.js'
import { devnet, testFoyer, testSolana, testWallet, unmountAll } from '../test/testFoyer.js'
import { addNetwork } from './addNetwork.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { removeAdapter } from './removeAdapter.js'
import { removeNetwork } from './removeNetwork.js'
import { switchNetwork } from './switchNetwork.js'

afterEach(unmountAll)

const views = (foyer: ReturnType<typeof testFoyer>['foyer']) =>
  foyer.store.get(routerAtom).history.map((route) => route.view)

describe('switchNetwork', () => {
  test('default: not connected, the active network and namespace change and are stored', async () => {
    const { foyer, wallet, storage } = testFoyer({ networks: [devnet, mainnet] })
    const events: string[] = []
    foyer.emitter.subscribe((event) => events.push(event.type))
    const network = await switchNetwork(foyer, { network: 'eip155:1' })
    expect(network.id).toBe(1)
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe('eip155:1')
    expect(foyer.store.get(activeNamespaceAtom)).toBe('eip155')
    expect(storage.getItem('@foyer/test/active_caip_network_id')).toBe(JSON.stringify('eip155:1'))
    expect(foyer.storage.get(activeCaipNetworkIdEntry)).toBe('eip155:1')
    // Nobody is connected: the wallet is never asked.
    expect(wallet.calls).not.toContain('wallet_switchEthereumChain')
    expect(events).toContain('networkSwitch')
  })

  test('behavior: connected, the wallet switches and the account and balance network follow', async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    expect(getAccount(foyer).network?.id).toBe(31337)
    await switchNetwork(foyer, { network: mainnet })
    expect(wallet.calls).toContain('wallet_switchEthereumChain')
    expect(getAccount(foyer)).toMatchObject({
      chainId: 1,
      caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      network: { id: 1 },
    })
    expect(foyer.store.get(networkSwitchAtom)).toEqual({ status: 'idle' })
  })

  test('behavior: the wallet’s pending switch is visible, then the picker goes back to Account', async () => {
    const wallet = testWallet({ behavior: { delayMs: 20 } })
    const { foyer } = testFoyer({ wallet })
    await connect(foyer, { connector: 'test.fake' })
    openModal(foyer)
    navigate(foyer, { type: 'push', route: { view: 'Networks' } })
    const switching = switchNetwork(foyer, { network: 'eip155:1' })
    expect(foyer.store.get(networkSwitchAtom)).toEqual({
      status: 'switching',
      caipNetworkId: 'eip155:1',
    })
    expect(views(foyer)).toEqual(['Account', 'Networks', 'SwitchNetwork'])
    await switching
    expect(views(foyer)).toEqual(['Account'])
    expect(foyer.store.get(modalAtom).status).toBe('open')
  })

  test('behavior: a declined switch goes back to the picker, keeps the network and says why', async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    openModal(foyer)
    navigate(foyer, { type: 'push', route: { view: 'Networks' } })
    wallet.setBehavior('reject')
    await expect(switchNetwork(foyer, { network: 'eip155:1' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(views(foyer)).toEqual(['Account', 'Networks'])
    expect(getAccount(foyer).network?.id).toBe(31337)
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe('eip155:31337')
    expect(foyer.store.get(networkSwitchAtom)).toMatchObject({
      status: 'rejected',
      caipNetworkId: 'eip155:1',
      error: { code: 'USER_REJECTED' },
    })
  })

  test('behavior: a chain the wallet does not know is added (4902), then switched to', async () => {
    const wallet = testWallet({ chains: [31337] })
    const { foyer } = testFoyer({ wallet })
    await connect(foyer, { connector: 'test.fake' })
    await switchNetwork(foyer, { network: 'eip155:1' })
    expect(wallet.calls.filter((call) => call.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(getAccount(foyer).chainId).toBe(1)
  })

  test('error: an add the wallet fails is "Chain is not supported"', async () => {
    const wallet = testWallet({ chains: [31337] })
    const { foyer } = testFoyer({ wallet })
    await connect(foyer, { connector: 'test.fake' })
    wallet.setBehavior('fail')
    const error = await switchNetwork(foyer, { network: 'eip155:1' }).catch((cause) => cause)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(error.shortMessage).toBe('Chain is not supported')
    expect(foyer.store.get(networkSwitchAtom)).toMatchObject({ status: 'failed' })
    expect(getAccount(foyer).chainId).toBe(31337)
  })

  test('error: a declined add stays a user rejection', async () => {
    const wallet = testWallet({ chains: [31337] })
    const { foyer } = testFoyer({ wallet })
    await connect(foyer, { connector: 'test.fake' })
    wallet.setBehavior('reject')
    await expect(switchNetwork(foyer, { network: 'eip155:1' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('error: a network the host does not list is "Network Not Found"', async () => {
    const { foyer } = testFoyer()
    const error = await switchNetwork(foyer, { network: 'eip155:5' }).catch((cause) => cause)
    expect(error).toBeInstanceOf(SwitchNetworkNotFoundError)
    expect(error.shortMessage).toBe('Network Not Found')
  })

  test('error: a namespace without an adapter', async () => {
    const { foyer } = testFoyer({ networks: [devnet, testSolana] })
    await expect(
      switchNetwork(foyer, { network: testSolana.caipNetworkId }),
    ).rejects.toBeInstanceOf(AdapterNotFoundError)
  })
})

describe('UnsupportedChain', () => {
  test('behavior: a wallet that switches itself to an unlisted chain opens it; switching back closes', async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    wallet.setChainId(5)
    expect(foyer.store.get(modalAtom).status).toBe('open')
    expect(views(foyer)).toEqual(['UnsupportedChain'])
    // The previous network (chain 5) was not in the list: success closes the modal.
    await switchNetwork(foyer, { network: 'eip155:31337' })
    expect(foyer.store.get(modalAtom).status).toBe('closed')
    expect(getAccount(foyer)).toMatchObject({ chainId: 31337, isUnsupportedChain: false })
  })

  test('behavior: switching back in the wallet itself closes it too', async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    wallet.setChainId(5)
    wallet.setChainId(1)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: a declined switch from it stays on it', async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    wallet.setChainId(5)
    wallet.setBehavior('reject')
    await expect(switchNetwork(foyer, { network: 'eip155:1' })).rejects.toThrow()
    expect(views(foyer)).toEqual(['UnsupportedChain'])
    expect(foyer.store.get(modalAtom).status).toBe('open')
  })

  test('parameters: allowUnsupportedChain, or enableNetworkSwitch false, never open it', async () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const { foyer, wallet } = testFoyer(options)
      await connect(foyer, { connector: 'test.fake' })
      wallet.setChainId(5)
      expect(foyer.store.get(modalAtom).status).toBe('closed')
      expect(getAccount(foyer).isUnsupportedChain).toBe(true)
    }
  })
})

describe('addNetwork and removeNetwork', () => {
  test('default: an added network is offered last, once', () => {
    const { foyer } = testFoyer()
    addNetwork(foyer, { network: sepolia })
    addNetwork(foyer, { network: sepolia })
    expect(foyer.store.get(networksAtom).map((network) => network.id)).toEqual([1, 31337, 11155111])
  })

  test('behavior: removing the active network makes the chain’s first network active', () => {
    const { foyer } = testFoyer({ networks: [devnet, mainnet, sepolia] })
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe('eip155:31337')
    removeNetwork(foyer, { caipNetworkId: 'eip155:31337' })
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe('eip155:1')
    removeNetwork(foyer, { caipNetworkId: 'eip155:11155111' })
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe('eip155:1')
  })

  test('behavior: a chain with no networks left is disabled and another chain’s first becomes active', () => {
    const { foyer } = testFoyer({
      networks: [devnet, testSolana],
      connectors: [testWallet()],
    })
    expect(foyer.store.get(connectorsAtom).map((connector) => connector.id)).toEqual(['test.fake'])
    removeNetwork(foyer, { caipNetworkId: 'eip155:31337' })
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe(testSolana.caipNetworkId)
    expect(foyer.store.get(activeNamespaceAtom)).toBe('solana')
    // The eip155 wallet has no network left to connect on.
    expect(foyer.store.get(connectorsAtom)).toEqual([])
  })

  test('behavior: removing a connected chain’s last network resets its account', async () => {
    const { foyer } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    removeNetwork(foyer, { caipNetworkId: 'eip155:31337' })
    // The chain keeps a network: the account stays, now on mainnet.
    expect(getAccount(foyer).status).toBe('connected')
    removeNetwork(foyer, { caipNetworkId: 'eip155:1' })
    // Its wallet has left the list, so nothing could act on the account: it reads disconnected
    // rather than connected through a wallet that can no longer sign.
    expect(foyer.store.get(connectorsAtom)).toEqual([])
    expect(getAccount(foyer, { namespace: 'eip155' }).status).toBe('disconnected')
  })

  test('error: a network not offered', () => {
    const { foyer } = testFoyer()
    expect(() => removeNetwork(foyer, { caipNetworkId: 'eip155:5' })).toThrowError(
      'Network not found',
    )
  })

  test('behavior: a network added later can be switched to', async () => {
    const { foyer } = testFoyer({ adapters: [evmAdapter()] })
    addNetwork(foyer, { network: sepolia })
    await connect(foyer, { connector: 'test.fake' })
    await switchNetwork(foyer, { network: 'eip155:11155111' })
    expect(getAccount(foyer).network?.id).toBe(11155111)
  })
})

describe('removeAdapter', () => {
  test('behavior: removing the active namespace’s adapter resets its account and makes another chain’s first network active', async () => {
    const { foyer } = testFoyer({
      networks: [devnet, testSolana],
      adapters: [evmAdapter(), solanaAdapter()],
    })
    await connect(foyer, { connector: 'test.fake' })
    removeAdapter(foyer, { namespace: 'eip155' })
    expect(foyer.store.get(activeNamespaceAtom)).toBe('solana')
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe(testSolana.caipNetworkId)
    expect(getAccount(foyer, { namespace: 'eip155' }).status).toBe('disconnected')
    // Its networks can no longer be switched to, nor its wallets connected.
    await expect(switchNetwork(foyer, { network: 'eip155:31337' })).rejects.toBeInstanceOf(
      AdapterNotFoundError,
    )
    await expect(connect(foyer, { connector: 'test.fake' })).rejects.toBeInstanceOf(
      AdapterNotFoundError,
    )
  })

  test('behavior: removing another namespace’s adapter keeps the active network', () => {
    const { foyer } = testFoyer({
      networks: [devnet, testSolana],
      adapters: [evmAdapter(), solanaAdapter()],
    })
    removeAdapter(foyer, { namespace: 'solana' })
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe('eip155:31337')
  })

  test('error: a namespace without an adapter', () => {
    const { foyer } = testFoyer()
    expect(() => removeAdapter(foyer, { namespace: 'solana' })).toThrowError('Adapter not found')
  })
})
