import { expect, test } from 'vitest'

test('exports', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "ConnectButton",
      "FoyerModal",
      "darkTheme",
      "lightTheme",
      "preloadModal",
      "tokenNames",
      "vars",
      "viewTitles",
    ]
  `)
})
