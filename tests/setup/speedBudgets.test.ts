import { describe, expect, test } from 'vitest'
import { evaluateBudgets, signTestLimit } from '../bench/speedBudgets.mjs'

// The speed benchmark's paired budget (tests/bench/speedBudgets.mjs): the sign test that tells
// whether Foyer's button came later than the baseline's in more rounds than chance explains.

/** The chance of `k` or more heads in `n` tosses of a fair coin. */
function tail(n: number, k: number): number {
  let sum = 0
  for (let i = k; i <= n; i++) {
    let choose = 1
    for (let j = 0; j < i; j++) choose = (choose * (n - j)) / (j + 1)
    sum += choose / 2 ** n
  }
  return sum
}

describe('signTestLimit', () => {
  test.each([10, 20, 30])(
    'with %i rounds, the limit is the fewest that chance reaches ≤ 0.1%',
    (n) => {
      const limit = signTestLimit(n)
      expect(tail(n, limit)).toBeLessThanOrEqual(0.001)
      expect(tail(n, limit - 1)).toBeGreaterThan(0.001)
    },
  )

  test('the limits the test command and a hand run use', () => {
    expect(signTestLimit(20)).toBe(18)
    expect(signTestLimit(30)).toBe(24)
  })

  test('too few rounds to tell answer more than the rounds', () => {
    expect(signTestLimit(5)).toBe(6)
  })
})

describe('the navigation budget', () => {
  const figures = (baseline: number[], full: number[]) => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0
    const host = (values: number[]) => ({
      'initial JS (KiB gz)': 70,
      'JS fetched before the click (KiB gz)': 70,
      'click → dialog, after 200 ms over the button (ms)': 12,
      'click → dialog, right after the button (ms)': 12,
      'navigation → button (ms)': median(values),
      'JS heap, modal open (MiB)': 3,
      'requests to unconfigured hosts': 0,
    })
    return {
      baseline: host(baseline),
      full: host(full),
      featureCode: {},
      paired: { 'navigation → button (ms)': { baseline, full } },
      cpu: 1,
    }
  }
  const navigation = (baseline: number[], full: number[]) =>
    evaluateBudgets(figures(baseline, full)).find((budget) => budget.name.startsWith('navigation'))
  const rounds = (value: (i: number) => number) => Array.from({ length: 20 }, (_, i) => value(i))

  test('fails when Foyer is later in nearly every round', () => {
    const baseline = rounds((i) => 100 + (i % 7))
    const budget = navigation(
      baseline,
      baseline.map((b, i) => b + (i < 18 ? 5 : -5)),
    )
    expect(budget).toMatchObject({ enforced: true, met: false })
  })

  test('holds, tied, when the medians are over but the rounds cannot tell the hosts apart', () => {
    const baseline = rounds((i) => 100 + (i % 7))
    const budget = navigation(
      baseline,
      baseline.map((b, i) => b + (i < 12 ? 5 : -1)),
    )
    expect(budget).toMatchObject({ met: true, tied: true })
    expect(budget?.detail).toContain('later in 12 of 20 rounds, fails at 18')
  })

  test('is met outright when Foyer is earlier', () => {
    const baseline = rounds((i) => 100 + (i % 7))
    const budget = navigation(
      baseline,
      baseline.map((b) => b - 3),
    )
    expect(budget).toMatchObject({ met: true, tied: false })
  })

  test('refuses to judge on too few rounds', () => {
    expect(() => navigation([100, 101, 102], [103, 104, 105])).toThrow('too few to tell')
  })
})
