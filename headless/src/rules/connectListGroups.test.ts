import { describe, expect, test } from 'vitest'
import type { Connector } from '../connectors/createConnector.js'
import { groupConnectList } from './connectListGroups.js'
import type { ConnectListItem } from './walletList.js'

const connector = { id: 'x', name: 'X' } as Connector
const installed: ConnectListItem = { section: 'injected', connector }
const walletConnect = { section: 'walletConnect' } as ConnectListItem
const recommended = { section: 'recommended', wallet: { id: 'r', name: 'R' } } as ConnectListItem

describe('groupConnectList', () => {
  test('behavior: runs split where the installed block starts and ends, labelled in order', () => {
    const groups = groupConnectList([walletConnect, installed, installed, recommended])
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['Wallets', 1],
      ['Installed wallets', 2],
      ['More wallets', 1],
    ])
  })

  test('behavior: no installed wallet makes one "Wallets" list; nothing makes none', () => {
    expect(groupConnectList([walletConnect, recommended]).map((group) => group.label)).toEqual([
      'Wallets',
    ])
    expect(groupConnectList([])).toEqual([])
  })
})
