// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { DEVSTACK_COLLECTIBLES, TEST_ACCOUNTS } from '../config.js'
import { http, useTestDevstack } from '../testing/startTestDevstack.js'

const stack = useTestDevstack()

describe('GET /v1/account/{address}/nfts', () => {
  test('default: the seeded collectibles each account holds, from the indexed mints', async () => {
    const owner = TEST_ACCOUNTS[0].address
    const { status, body } = await http(
      `${stack.api}/v1/account/${owner}/nfts?chainId=eip155:31337`,
    )
    expect(status).toBe(200)
    expect(body.data).toEqual(
      ['1', '2', '3'].map((tokenId) => ({
        chainId: 'eip155:31337',
        contract: DEVSTACK_COLLECTIBLES.address,
        tokenId,
        name: `Foyer Collectibles #${tokenId}`,
        imageUrl: `${stack.api}/public/getAssetImage/nft-${tokenId}`,
        collection: { name: 'Foyer Collectibles', symbol: 'FOYC' },
      })),
    )
    const other = await http(
      `${stack.api}/v1/account/eip155:31337:${TEST_ACCOUNTS[1].address.toLowerCase()}/nfts`,
    )
    expect(other.body.data.map((nft: { tokenId: string }) => nft.tokenId)).toEqual(
      expect.arrayContaining(['4']),
    )
    const none = await http(`${stack.api}/v1/account/${TEST_ACCOUNTS[3].address}/nfts`)
    expect(none.body).toEqual({ data: [] })
  })

  test('error: not an address', async () => {
    expect((await http(`${stack.api}/v1/account/nope/nfts`)).status).toBe(400)
  })
})
