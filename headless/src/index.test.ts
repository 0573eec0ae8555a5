import { expect, test } from 'vitest'

test('exports: the public surface changes only on purpose', async () => {
  const core = Object.keys(await import('./index.js')).sort()
  const react = Object.keys(await import('./react/index.js')).sort()
  expect({ count: core.length, react }).toMatchInlineSnapshot(`
    {
      "count": 320,
      "react": [
        "FoyerProvider",
        "useAccount",
        "useBalance",
        "useConnectFlow",
        "useDisconnect",
        "useFoyer",
        "useModal",
        "useTheme",
        "useTokenBalances",
      ],
    }
  `)
  expect(core).toMatchSnapshot()
})
