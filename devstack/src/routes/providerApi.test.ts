// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { DIRECTORY_SIZE } from '../provider/walletDirectory.js'
import { http, useTestDevstack } from '../testing/startTestDevstack.js'

const stack = useTestDevstack()

const q = 'projectId=test&st=appkit&sv=html-1.0.0'

describe('GET /getWallets', () => {
  test('default: first page of 40, well-known wallets first, count of the whole directory', async () => {
    const { status, body } = await http(`${stack.api}/getWallets?${q}`)
    expect(status).toBe(200)
    expect(body.count).toBe(DIRECTORY_SIZE)
    expect(body.count).toBeGreaterThanOrEqual(1000)
    expect(body.data).toHaveLength(40)
    expect(body.data[0]).toMatchObject({ name: 'Foyer Test Wallet', rdns: 'dev.foyer.testwallet' })
    const metamask = body.data.find((wallet: { name: string }) => wallet.name === 'MetaMask')
    expect(metamask).toMatchObject({
      rdns: 'io.metamask',
      homepage: 'https://metamask.io',
      mobile_link: 'metamask://',
      badge_type: 'certified',
    })
    expect(metamask.id).toMatch(/^[0-9a-f]{64}$/)
    expect(metamask.chains).toContain('eip155:1')
  })

  test('parameters: page and entries', async () => {
    const first = await http(`${stack.api}/getWallets?${q}&page=1&entries=100`)
    const second = await http(`${stack.api}/getWallets?${q}&page=2&entries=100`)
    const last = await http(`${stack.api}/getWallets?${q}&page=11&entries=100`)
    expect(first.body.data).toHaveLength(100)
    expect(second.body.data[0].order).toBe(101)
    expect(last.body.data).toHaveLength(DIRECTORY_SIZE - 1000)
    expect((await http(`${stack.api}/getWallets?${q}&page=99`)).body).toEqual({
      count: DIRECTORY_SIZE,
      data: [],
    })
  })

  test('parameters: include and exclude (comma lists of ids)', async () => {
    const { body: all } = await http(`${stack.api}/getWallets?${q}&entries=3`)
    const ids = all.data.map((wallet: { id: string }) => wallet.id)
    const included = await http(`${stack.api}/getWallets?${q}&include=${ids[1]},${ids[2]}`)
    expect(included.body.count).toBe(2)
    expect(included.body.data.map((wallet: { id: string }) => wallet.id)).toEqual([ids[1], ids[2]])
    const excluded = await http(`${stack.api}/getWallets?${q}&entries=2&exclude=${ids[0]}`)
    expect(excluded.body.count).toBe(DIRECTORY_SIZE - 1)
    expect(excluded.body.data[0].id).toBe(ids[1])
  })

  test('parameters: search (trimmed, case-insensitive), badge_type, chains', async () => {
    const search = await http(
      `${stack.api}/getWallets?${q}&search=${encodeURIComponent('  metaMASK ')}`,
    )
    expect(search.body.data.map((wallet: { name: string }) => wallet.name)).toEqual(['MetaMask'])
    const certified = await http(`${stack.api}/getWallets?${q}&badge_type=certified&entries=1000`)
    expect(certified.body.count).toBeGreaterThan(20)
    expect(
      certified.body.data.every((w: { badge_type: string }) => w.badge_type === 'certified'),
    ).toBe(true)
    const solana = await http(
      `${stack.api}/getWallets?${q}&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=1000`,
    )
    expect(solana.body.data.map((w: { name: string }) => w.name)).toContain('Phantom')
    expect(solana.body.data.map((w: { name: string }) => w.name)).not.toContain('MetaMask')
    const devnet = await http(
      `${stack.api}/getWallets?${q}&chains=eip155:31337,eip155:999999&entries=5`,
    )
    expect(devnet.body.data[0].name).toBe('Foyer Test Wallet')
  })

  test('error: invalid page', async () => {
    expect((await http(`${stack.api}/getWallets?${q}&page=0`)).status).toBe(400)
    expect((await http(`${stack.api}/getWallets?${q}&entries=abc`)).status).toBe(400)
  })
})

describe('image GETs', () => {
  test('default: generated SVG images for wallets, assets, currencies and tokens', async () => {
    const { body } = await http(`${stack.api}/getWallets?${q}&entries=2`)
    const urls = [
      `${stack.api}/getWalletImage/${body.data[1].image_id}`,
      `${stack.api}/public/getAssetImage/nft-1`,
      `${stack.api}/public/getCurrencyImage/USD`,
      `${stack.api}/public/getTokenImage/FUSD`,
    ]
    for (const url of urls) {
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    }
    expect(await (await fetch(urls[0]!)).text()).toContain('>ME</text>') // MetaMask's monogram
  })
})

describe('project config', () => {
  test('default: /appkit/v1/config features, settable per project and to null', async () => {
    const initial = await http(`${stack.api}/appkit/v1/config?${q}`)
    expect(initial.body.features.map((f: { id: string }) => f.id)).toEqual([
      'social_login',
      'swap',
      'onramp',
      'activity',
      'reown_branding',
    ])
    const features = [{ id: 'swap', isEnabled: false, config: null }]
    expect(
      (
        await http(`${stack.api}/devstack/features`, {
          method: 'PUT',
          body: { projectId: 'test', features },
        })
      ).status,
    ).toBe(200)
    expect((await http(`${stack.api}/appkit/v1/config?${q}`)).body).toEqual({ features })
    expect(
      (await http(`${stack.api}/appkit/v1/config?projectId=other`)).body.features,
    ).toHaveLength(5)
    await http(`${stack.api}/devstack/features`, {
      method: 'PUT',
      body: { projectId: 'test', features: null },
    })
    expect((await http(`${stack.api}/appkit/v1/config?${q}`)).body).toEqual({ features: null })
    expect(
      (await http(`${stack.api}/devstack/features`, { method: 'PUT', body: { features: 3 } }))
        .status,
    ).toBe(400)
  })

  test('default: /projects/v1/origins allowlist, settable', async () => {
    expect((await http(`${stack.api}/projects/v1/origins?${q}`)).body.allowedOrigins).toContain(
      'http://localhost:*',
    )
    await http(`${stack.api}/devstack/origins`, {
      method: 'PUT',
      body: { projectId: 'test', allowedOrigins: ['https://app.example'] },
    })
    expect((await http(`${stack.api}/projects/v1/origins?${q}`)).body).toEqual({
      allowedOrigins: ['https://app.example'],
    })
  })

  test('default: /getAnalyticsConfig, settable', async () => {
    expect((await http(`${stack.api}/getAnalyticsConfig?${q}`)).body).toEqual({
      isAnalyticsEnabled: true,
    })
    await http(`${stack.api}/devstack/analytics-config`, {
      method: 'PUT',
      body: { projectId: 'test', isAnalyticsEnabled: false },
    })
    expect((await http(`${stack.api}/getAnalyticsConfig?${q}`)).body).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  test('behavior: the analytics endpoint records what it receives', async () => {
    await http(`${stack.api}/devstack/analytics-events`, { method: 'DELETE' })
    const event = {
      eventId: 'b8f3',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc' },
    }
    const sent = await http(`${stack.api}/e?projectId=test&st=appkit&sv=html-1.0.0`, {
      body: event,
    })
    expect(sent.status).toBe(202)
    const { body } = await http(`${stack.api}/devstack/analytics-events`)
    expect(body.events).toEqual([
      {
        receivedAt: expect.any(String),
        query: { projectId: 'test', st: 'appkit', sv: 'html-1.0.0' },
        body: event,
      },
    ])
  })

  test('behavior: POST /devstack/reset restores defaults', async () => {
    await http(`${stack.api}/devstack/features`, { method: 'PUT', body: { features: [] } })
    await http(`${stack.api}/devstack/reset`, { method: 'POST' })
    expect((await http(`${stack.api}/appkit/v1/config?${q}`)).body.features).toHaveLength(5)
    expect((await http(`${stack.api}/devstack/analytics-events`)).body.events).toEqual([])
  })
})
