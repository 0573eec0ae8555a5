import { describe, expect, test } from 'vitest'
import { defineNetwork } from '../chains/network.js'
import { devnet } from '../test/testFoyer.js'
import { describeWalletRequest, walletMessageText } from './describeWalletRequest.js'

const networks = [defineNetwork(devnet)]
const chainId = devnet.id

describe('describeWalletRequest', () => {
  test('default', () => {
    expect(
      describeWalletRequest(
        { method: 'personal_sign', params: ['0x68656c6c6f', '0x1'], chainId },
        networks,
      ),
    ).toEqual({
      title: 'Sign message',
      details: [
        { label: 'Message', value: 'hello' },
        { label: 'Network', value: devnet.name },
      ],
    })
  })

  test('behavior: a transaction in words, its value in the network’s coin', () => {
    const to = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    expect(
      describeWalletRequest(
        {
          method: 'eth_sendTransaction',
          params: [{ to, value: '0x38d7ea4c68000', data: '0x1234' }],
          chainId,
        },
        networks,
      ).details,
    ).toEqual([
      { label: 'To', value: to },
      { label: 'Amount', value: `0.001 ${devnet.nativeCurrency.symbol}` },
      { label: 'Data', value: '0x1234' },
      { label: 'Network', value: devnet.name },
    ])
  })

  test('parameters: networks — a chain the host does not list is named by id, in Ether', () => {
    const six = { ...devnet, id: 77, nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 } }
    const request = { method: 'eth_sendTransaction', params: [{ value: 1_500_000 }], chainId: 77 }
    expect(describeWalletRequest(request, [defineNetwork(six)]).details).toEqual([
      { label: 'To', value: 'Contract creation' },
      { label: 'Amount', value: '1.5 SIX' },
      { label: 'Network', value: six.name },
    ])
    expect(describeWalletRequest(request, networks).details.slice(1)).toEqual([
      { label: 'Amount', value: '0.0000000000015 ETH' },
      { label: 'Network', value: 'Chain 77' },
    ])
  })

  test('behavior: typed data and other methods', () => {
    const typed = { domain: { name: 'Foyer' }, primaryType: 'Note', message: { text: 'hi' } }
    const description = describeWalletRequest(
      { method: 'eth_signTypedData_v4', params: ['0x1', JSON.stringify(typed)], chainId },
      networks,
    )
    expect(description.title).toBe('Sign typed data')
    expect(description.details.map((detail) => detail.label)).toEqual([
      'App',
      'Type',
      'Data',
      'Network',
    ])
    expect(
      describeWalletRequest({ method: 'wallet_sendCalls', params: [], chainId }, networks).title,
    ).toBe('wallet_sendCalls')
  })

  test('error: odd params never throw', () => {
    const odd = (method: string, params: unknown) =>
      describeWalletRequest({ method, params, chainId }, networks)
    expect(odd('eth_signTypedData_v4', ['0x1', '{']).details[0]).toEqual({
      label: 'Type',
      value: 'unknown',
    })
    expect(odd('eth_sendTransaction', [{ value: 'lots' }]).details[1]).toEqual({
      label: 'Amount',
      value: `0 ${devnet.nativeCurrency.symbol}`,
    })
    expect(odd('eth_sendTransaction', [{ value: '-5' }]).details[1]?.value).toBe(
      `0 ${devnet.nativeCurrency.symbol}`,
    )
    expect(odd('personal_sign', undefined).details[0]).toEqual({
      label: 'Message',
      value: 'undefined',
    })
  })
})

describe('walletMessageText', () => {
  test('behavior: hex that is UTF-8 is text; anything else as is', () => {
    expect(walletMessageText('0x48656c6c6f')).toBe('Hello')
    expect(walletMessageText('plain')).toBe('plain')
    expect(walletMessageText('0xff')).toBe('0xff')
    expect(walletMessageText('0xabc')).toBe('0xabc')
    expect(walletMessageText(42)).toBe('42')
  })
})
