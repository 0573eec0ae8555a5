import { describe, expect, test } from 'vitest'
import { describeApprovalRequest, messageText } from './describeApprovalRequest.js'

const network = { name: 'Foyer Devnet', symbol: 'ETH', decimals: 18 }

describe('describeApprovalRequest', () => {
  test('default', () => {
    expect(
      describeApprovalRequest(
        { method: 'personal_sign', params: ['0x68656c6c6f', '0x1'] },
        network,
      ),
    ).toEqual({
      title: 'Sign message',
      details: [
        { label: 'Message', value: 'hello' },
        { label: 'Network', value: 'Foyer Devnet' },
      ],
    })
  })

  test('behavior: a transaction in words', () => {
    const to = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    expect(
      describeApprovalRequest(
        { method: 'eth_sendTransaction', params: [{ to, value: '0x38d7ea4c68000' }] },
        network,
      ).details,
    ).toEqual([
      { label: 'To', value: to },
      { label: 'Amount', value: '0.001 ETH' },
      { label: 'Network', value: 'Foyer Devnet' },
    ])
  })

  test('behavior: typed data and other methods', () => {
    const typed = { domain: { name: 'Foyer' }, primaryType: 'Note', message: { text: 'hi' } }
    const description = describeApprovalRequest(
      { method: 'eth_signTypedData_v4', params: ['0x1', JSON.stringify(typed)] },
      network,
    )
    expect(description.title).toBe('Sign typed data')
    expect(description.details.map((detail) => detail.label)).toEqual([
      'App',
      'Type',
      'Data',
      'Network',
    ])
    expect(describeApprovalRequest({ method: 'wallet_sendCalls', params: [] }, network).title).toBe(
      'wallet_sendCalls',
    )
    expect(
      describeApprovalRequest({ method: 'eth_signTypedData_v4', params: ['0x1', '{'] }, network)
        .details[0],
    ).toEqual({ label: 'Type', value: 'unknown' })
  })

  test('behavior: message text', () => {
    expect(messageText('plain')).toBe('plain')
    expect(messageText('0xff')).toBe('0xff')
    expect(messageText(42)).toBe('42')
  })
})
