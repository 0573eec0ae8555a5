import { describe, expect, test } from 'vitest'
import { devnet, testSolana } from '../test/testFoyer.js'
import { defineNetwork } from './network.js'
import { pickSolanaNetwork, solanaClusterReferences, solanaWalletChain } from './solanaChains.js'

const local = defineNetwork(devnet, { chainNamespace: 'solana', reference: 'local1' })
const devnetCluster = defineNetwork(devnet, {
  chainNamespace: 'solana',
  reference: solanaClusterReferences['solana:devnet'],
})

describe('solanaWalletChain', () => {
  test('default: a public cluster by its genesis-hash reference', () => {
    expect(solanaWalletChain(testSolana)).toBe('solana:mainnet')
    expect(solanaWalletChain(devnetCluster)).toBe('solana:devnet')
  })
  test('behavior: a CAIP-2 id the wallet lists, else localnet', () => {
    expect(solanaWalletChain(local, ['solana:local1'])).toBe('solana:local1')
    expect(solanaWalletChain(local, ['solana:mainnet'])).toBe('solana:localnet')
  })
})

describe('pickSolanaNetwork', () => {
  test('default: the first host Solana network the wallet lists, else the first', () => {
    expect(pickSolanaNetwork([devnet as never, testSolana, devnetCluster], ['solana:devnet'])).toBe(
      devnetCluster,
    )
    expect(pickSolanaNetwork([local, testSolana], ['solana:testnet'])).toBe(local)
    expect(pickSolanaNetwork([devnet as never], [])).toBeUndefined()
  })
  test('parameters: reference asks for one network', () => {
    expect(pickSolanaNetwork([testSolana, local], [], 'local1')).toBe(local)
  })
})
