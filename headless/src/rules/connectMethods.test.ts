import { describe, expect, test } from 'vitest'
import { listConnectMethods } from './connectMethods.js'

const all = { email: true, social: true, wallet: true }

describe('listConnectMethods', () => {
  test('default: email, social, wallet, each offered', () => {
    expect(
      listConnectMethods({ configured: undefined, hasInjectedWallet: false, available: all }),
    ).toMatchInlineSnapshot(`
        [
          {
            "available": true,
            "method": "email",
          },
          {
            "available": true,
            "method": "social",
          },
          {
            "available": true,
            "method": "wallet",
          },
        ]
      `)
  })

  test('behavior: an installed wallet puts the wallets first', () => {
    const methods = listConnectMethods({ configured: [], hasInjectedWallet: true, available: all })
    expect(methods.map(({ method }) => method)).toEqual(['wallet', 'email', 'social'])
  })

  test("parameters: configured — the host's order wins; a method it leaves out comes last", () => {
    const methods = listConnectMethods({
      configured: ['social'],
      hasInjectedWallet: true,
      available: all,
    })
    expect(methods.map(({ method }) => method)).toEqual(['social', 'email', 'wallet'])
  })

  test('parameters: available — a method not offered says so and keeps its place', () => {
    const methods = listConnectMethods({
      configured: undefined,
      hasInjectedWallet: false,
      available: { email: false, social: true, wallet: true },
    })
    expect(methods).toEqual([
      { method: 'email', available: false },
      { method: 'social', available: true },
      { method: 'wallet', available: true },
    ])
  })
})
