import { describe, expect, test } from 'vitest'
import { WalletRpcError } from '../errors/rpc.js'
import { type PayState, type PayStatus, paySteps, payWaitingMessage } from './pay.js'

const request = {
  recipient: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  asset: { symbol: 'FUSD', decimals: 6, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
  amount: '5',
  network: 'eip155:31337',
}
const at = (status: PayStatus): PayState => ({ status, request })
const states = (status: PayStatus) => paySteps(at(status)).map((step) => step.state)

describe('paySteps', () => {
  test('default: the four steps in order with their labels', () => {
    expect(paySteps(at('checking')).map(({ id, label }) => [id, label])).toEqual([
      ['connect', 'Connect a wallet'],
      ['check', 'Check the balance'],
      ['send', 'Approve in your wallet'],
      ['confirm', 'Confirm on chain'],
    ])
  })

  test('behavior: each running status marks the steps before it done, its own active, the rest pending', () => {
    expect(states('connecting')).toEqual(['active', 'pending', 'pending', 'pending'])
    expect(states('checking')).toEqual(['done', 'active', 'pending', 'pending'])
    expect(states('insufficient')).toEqual(['done', 'active', 'pending', 'pending'])
    expect(states('sending')).toEqual(['done', 'done', 'active', 'pending'])
    expect(states('confirming')).toEqual(['done', 'done', 'done', 'active'])
  })

  test('behavior: no steps while no payment runs', () => {
    expect(paySteps({ status: 'idle' })).toEqual([])
    expect(paySteps({ ...at('paid'), hash: '0x1' })).toEqual([])
    expect(paySteps(at('cancelled'))).toEqual([])
    expect(paySteps({ ...at('failed'), error: new WalletRpcError(-32603) })).toEqual([])
  })
})

describe('payWaitingMessage', () => {
  test('behavior: the wallet while sending, the receipt while confirming, nothing otherwise', () => {
    expect(payWaitingMessage(at('sending'))).toBe('Waiting for your wallet')
    expect(payWaitingMessage(at('confirming'))).toBe('Waiting for the receipt')
    for (const status of ['idle', 'connecting', 'checking', 'insufficient', 'paid'] as const) {
      expect(payWaitingMessage(at(status))).toBeUndefined()
    }
  })
})
