import { expect, test } from 'vitest'

test('exports: the public surface changes only on purpose', async () => {
  const core = Object.keys(await import('./index.js')).sort()
  const api = Object.keys(await import('./api/index.js')).sort()
  const react = Object.keys(await import('./react/index.js')).sort()
  expect({ core: core.length, api: api.length, react }).toMatchInlineSnapshot(`
    {
      "api": 46,
      "core": 275,
      "react": [
        "FoyerProvider",
        "useAccount",
        "useBalance",
        "useConfigurationAlerts",
        "useConnectFlow",
        "useDisconnect",
        "useFeatures",
        "useFoyer",
        "useModal",
        "useTheme",
        "useTokenBalances",
      ],
    }
  `)
  expect({ core, api }).toMatchSnapshot()
})
