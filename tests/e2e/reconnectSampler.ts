// The reconnect contract (SPEC §4 start-up rule), sampled on every animation frame from the
// first one of a reloaded page: the connect button's `data-status` and what the host's
// `useAccount` renders (its status and its CAIP address: account and chain) go from
// connecting/reconnecting to connected, never 'disconnected' on the way, the host agreeing with
// the button from its first render, and end on the account and network of before the reload.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.js'

/** What one animation frame showed: the button's status and the watched test ids' texts. */
export type StatusSample = { button: string | null; host: Record<string, string | null> }

export type ReconnectWatch = {
  /** Test ids of the host's status texts (`useAccount().status`); each must end 'connected'. */
  statuses: string[]
  /** The status test id that renders the same account as the button (the active namespace). */
  agrees: string
  /** Test ids of the host's account texts (`useAccount().caipAddress`), kept across the reload. */
  accounts: string[]
}

type SamplerWindow = { foyerSamples: StatusSample[]; foyerSettled: boolean }

/** Frames in a row that must show every status 'connected' before the sampler stops. */
const SETTLED_FRAMES = 30
/** The sampler gives up after this long (a restore that never ends fails the contract). */
const SAMPLE_LIMIT_MS = 30_000
const BUSY = ['connecting', 'reconnecting']

/**
 * Installs the sampler before the page's scripts run, on every document the page loads: from
 * the first animation frame it records the button's `data-status` and the watched texts, until
 * they all read 'connected' for 30 frames in a row.
 */
export async function sampleEveryFrame(page: Page, watch: ReconnectWatch): Promise<void> {
  await page.addInitScript(
    ({ statuses, ids, settledFrames, limitMs }) => {
      const samples: StatusSample[] = []
      const state = window as unknown as SamplerWindow
      Object.assign(state, { foyerSamples: samples, foyerSettled: false })
      const text = (id: string) =>
        document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null
      const connected = (sample: StatusSample) =>
        sample.button === 'connected' && statuses.every((id) => sample.host[id] === 'connected')
      const start = performance.now()
      const sample = () => {
        samples.push({
          button:
            document.querySelector('button[data-status]')?.getAttribute('data-status') ?? null,
          host: Object.fromEntries(ids.map((id) => [id, text(id)])),
        })
        const recent = samples.slice(-settledFrames)
        state.foyerSettled = recent.length === settledFrames && recent.every(connected)
        if (!state.foyerSettled && performance.now() - start < limitMs)
          requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    },
    {
      statuses: watch.statuses,
      ids: [...watch.statuses, ...watch.accounts],
      settledFrames: SETTLED_FRAMES,
      limitMs: SAMPLE_LIMIT_MS,
    },
  )
}

/** The texts of `ids` as the page shows them now. */
export async function readTexts(page: Page, ids: string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    ids.map(async (id) => [id, (await page.getByTestId(id).textContent()) ?? ''] as const),
  )
  return Object.fromEntries(entries)
}

/** Reloads the page and returns every frame the sampler recorded until the status settled. */
export async function reloadAndSample(page: Page): Promise<StatusSample[]> {
  await page.reload()
  await page
    .waitForFunction(() => (window as unknown as SamplerWindow).foyerSettled, undefined, {
      timeout: SAMPLE_LIMIT_MS + 5_000,
    })
    .catch(() => undefined) // the contract below says what went wrong
  return page.evaluate(() => (window as unknown as SamplerWindow).foyerSamples)
}

/** "connecting×12 → connected×30": the runs of one sampled text, for failure messages. */
function runs(values: (string | null)[]): string {
  const out: [string | null, number][] = []
  for (const value of values) {
    const last = out.at(-1)
    if (last && last[0] === value) last[1] += 1
    else out.push([value, 1])
  }
  return out.map(([value, count]) => `${value}×${count}`).join(' → ')
}

/**
 * Checks the frames of a reload against the contract; `before` holds the account texts read
 * before the reload (`readTexts(page, watch.accounts)`).
 */
export function expectReconnectContract(
  samples: StatusSample[],
  watch: ReconnectWatch,
  before: Record<string, string>,
): void {
  const rendered = samples.filter((sample) => sample.button !== null)
  const buttons = rendered.map((sample) => sample.button)
  expect(rendered.length, `frames with the button: ${runs(buttons)}`).toBeGreaterThan(
    SETTLED_FRAMES,
  )
  // The button: busy, then connected for good, never disconnected.
  const firstConnected = buttons.indexOf('connected')
  expect(firstConnected, `button: ${runs(buttons)}`).toBeGreaterThanOrEqual(0)
  for (const [index, button] of buttons.entries()) {
    const allowed = index < firstConnected ? BUSY : ['connected']
    expect(allowed, `button, frame ${index}: ${runs(buttons)}`).toContain(button)
  }
  // The host's statuses: the same rule on each, and the active one equal to the button's on
  // every frame from the first render (never 'disconnected' while the button says connecting).
  for (const id of watch.statuses) {
    const texts = rendered.map((sample) => sample.host[id] ?? null)
    const connectedAt = texts.indexOf('connected')
    expect(connectedAt, `${id}: ${runs(texts)}`).toBeGreaterThanOrEqual(0)
    for (const [index, text] of texts.entries()) {
      const allowed = index < connectedAt ? BUSY : ['connected']
      expect(allowed, `${id}, frame ${index}: ${runs(texts)}`).toContain(text)
    }
  }
  const agreement = rendered.map((sample) => `${sample.button}/${sample.host[watch.agrees]}`)
  for (const [index, sample] of rendered.entries()) {
    expect(
      sample.host[watch.agrees],
      `button/${watch.agrees}, frame ${index}: ${runs(agreement)}`,
    ).toBe(sample.button)
  }
  // The account and its chain: never another one on the way, the same one at the end.
  for (const id of watch.accounts) {
    expect(before[id], `${id} before the reload`).toMatch(/^[a-z0-9]+:[-_a-zA-Z0-9]+:\w+$/)
    const texts = rendered.map((sample) => sample.host[id] ?? null)
    const shown = texts.filter((text) => text !== null && text !== '—')
    expect(new Set(shown), `${id}: ${runs(texts)}`).toEqual(new Set([before[id]]))
    expect(texts.at(-1), `${id}: ${runs(texts)}`).toBe(before[id])
  }
}

/**
 * Installs the sampler (call it before the first `goto`), and returns the check to run once
 * the page is connected: reload, sample, and hold the frames to the contract.
 */
export async function watchReconnect(
  page: Page,
  watch: ReconnectWatch,
): Promise<() => Promise<StatusSample[]>> {
  await sampleEveryFrame(page, watch)
  return async () => {
    const before = await readTexts(page, watch.accounts)
    const samples = await reloadAndSample(page)
    expectReconnectContract(samples, watch, before)
    return samples
  }
}
