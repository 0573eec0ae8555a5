import { describe, expect, test } from 'vitest'
import type { Connector } from '../connectors/createConnector.js'
import { describeConnectListItem } from './describeConnectListItem.js'

const connector = {
  id: 'io.foyer.test',
  name: 'Foyer Test Wallet',
  type: 'ANNOUNCED',
  imageUrl: 'data:image/svg+xml,x',
} as Connector
const wallet = { id: 'w1', name: 'Directory Wallet', image_url: 'https://img.test/w1.png' }

describe('describeConnectListItem', () => {
  test('default: WalletConnect is tagged QR code', () => {
    expect(describeConnectListItem({ section: 'walletConnect' })).toEqual({
      key: 'walletConnect',
      name: 'WalletConnect',
      imageUrl: undefined,
      connectorType: undefined,
      tag: 'QR code',
    })
  })

  test('behavior: an installed connector is tagged Installed, another connector is not', () => {
    expect(describeConnectListItem({ section: 'injected', connector })).toEqual({
      key: 'io.foyer.test',
      name: 'Foyer Test Wallet',
      imageUrl: 'data:image/svg+xml,x',
      connectorType: 'ANNOUNCED',
      tag: 'Installed',
    })
    expect(describeConnectListItem({ section: 'external', connector }).tag).toBeUndefined()
  })

  test('behavior: directory wallets show their image; only recent ones are tagged', () => {
    expect(describeConnectListItem({ section: 'recent', wallet })).toMatchObject({
      key: 'w1',
      name: 'Directory Wallet',
      imageUrl: 'https://img.test/w1.png',
      tag: 'Recent',
    })
    expect(describeConnectListItem({ section: 'featured', wallet }).tag).toBeUndefined()
  })

  test('parameters: an image that is not a string is left out', () => {
    const odd = { ...wallet, image_url: 42 as unknown as string }
    expect(describeConnectListItem({ section: 'custom', wallet: odd }).imageUrl).toBeUndefined()
  })
})
