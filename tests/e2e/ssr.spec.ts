import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import {
  TEST_WALLET_ACCOUNT,
  TEST_WALLET_RDNS,
  TEST_WALLET_SCRIPT_URL,
  TEST_WALLET_STORAGE_KEYS,
} from '@foyer/devstack/config'
import { build } from 'esbuild'
import { renderToString } from 'react-dom/server'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'
import { createApp, SSR_PROJECT_ID } from './ssr/app.js'

/** The client bundle that hydrates the server's markup (React's development build: it reports mismatches). */
async function clientBundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./ssr/client.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

// createFoyer touches no browser API until mount, so the server render and the first client
// render agree even for a returning visitor; the stored session is restored after hydration.
test('SSR: server markup hydrates with a stored connection and no hydration warning', async ({
  page,
}) => {
  const markup = renderToString(createApp())
  expect(markup).toContain('Connect Wallet')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR</title>
<script src="${TEST_WALLET_SCRIPT_URL}"></script></head>
<body><div id="root">${markup}</div><script type="module" src="/ssr-client.js"></script></body></html>`
  const bundle = await clientBundle()
  // A real server on loopback (a page fulfilled by Playwright may not load loopback scripts).
  const server = createServer((request, response) => {
    const script = request.url === '/ssr-client.js'
    response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' })
    response.end(script ? bundle : html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // A returning visitor: the wallet still grants the page, and Foyer stored the connection.
  await setWalletPolicy(page, 'approve')
  await page.addInitScript(
    ({ granted, prefix, rdns }) => {
      localStorage.setItem(granted, 'true')
      localStorage.setItem(`${prefix}/connection_status`, '{"eip155":"connected"}')
      localStorage.setItem(`${prefix}/connected_connector_ids`, JSON.stringify({ eip155: rdns }))
    },
    {
      granted: TEST_WALLET_STORAGE_KEYS.granted,
      prefix: `@foyer/${SSR_PROJECT_ID}`,
      rdns: TEST_WALLET_RDNS,
    },
  )
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))

  try {
    await page.goto(`http://127.0.0.1:${port}/ssr`)
    const address = shortAddress(TEST_WALLET_ACCOUNT.address)
    await expect(page.getByRole('button', { name: address })).toBeVisible()
    expect(messages.filter((text) => /hydrat|did not match|recoverable/i.test(text))).toEqual([])
    expect(messages).toEqual([])
  } finally {
    server.close()
  }
})
