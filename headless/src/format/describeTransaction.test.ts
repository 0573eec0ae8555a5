import { describe, expect, test } from 'vitest'
import { describeTransaction } from './describeTransaction.js'

const metadata = { operationType: 'receive', status: 'confirmed', minedAt: '2026-11-20T10:00:00Z' }

describe('describeTransaction', () => {
  test('default: a fungible receive shows a plus sign and 3 decimals', () => {
    expect(
      describeTransaction({
        metadata,
        transfers: [
          {
            quantity: { numeric: '0.0019999' },
            fungible_info: { symbol: 'ETH', icon: { url: 'https://x/eth.png' } },
          },
        ],
      }),
    ).toEqual({
      title: 'Receive',
      sign: '+',
      amount: '0.001',
      symbol: 'ETH',
      imageUrl: 'https://x/eth.png',
      isNft: false,
      status: 'confirmed',
      minedAt: '2026-11-20T10:00:00Z',
    })
  })

  test('behavior: an NFT shows its name and preview, no amount', () => {
    const nft = describeTransaction({
      metadata: { ...metadata, operationType: 'burn' },
      transfers: [
        {
          quantity: { numeric: '1' },
          nft_info: { name: 'Foyer Collectibles #1', content: { preview: { url: 'https://x/1' } } },
        },
      ],
    })
    expect(nft).toMatchObject({
      title: 'Burn',
      sign: '−',
      amount: '',
      symbol: 'Foyer Collectibles #1',
      imageUrl: 'https://x/1',
      isNft: true,
    })
  })

  test('behavior: a transfer out (send) shows no sign, the same transfer in (receive) a plus', () => {
    const transfers = [{ quantity: { numeric: '1.5' }, fungible_info: { symbol: 'FUSD' } }]
    const sent = describeTransaction({
      metadata: { ...metadata, operationType: 'send' },
      transfers,
    })
    expect(sent).toMatchObject({ title: 'Send', sign: '', amount: '1.500', symbol: 'FUSD' })
    expect(describeTransaction({ metadata, transfers })).toMatchObject({ sign: '+' })
  })

  test('behavior: no transfers and no operation type', () => {
    expect(describeTransaction({ metadata: { minedAt: '' }, transfers: [] })).toMatchObject({
      title: 'Transaction',
      sign: '',
      amount: '',
      symbol: '',
      imageUrl: undefined,
      status: '',
    })
  })
})
