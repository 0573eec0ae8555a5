import { describe, expect, test } from 'vitest'
import { evaluateBudgets, PAIRED_Z_LIMIT, signedRank } from '../bench/speedBudgets.mjs'

// The speed benchmark's paired budget (tests/bench/speedBudgets.mjs): the Wilcoxon signed-rank
// test that tells whether Foyer's button came later than the baseline's by more than chance.

describe('signedRank', () => {
  test('Foyer slower in every round: every rank counts, z is far above the bound', () => {
    // n = 20: the ranks sum to 210 against a mean of 105 and a spread of √717.5.
    const test = signedRank(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(test).toMatchObject({ rounds: 20, slower: 20 })
    expect(test.z).toBeCloseTo(105 / Math.sqrt(717.5), 10)
    expect(test.z).toBeGreaterThan(PAIRED_Z_LIMIT)
  })

  test('differences that mirror each other give z = 0; ties are dropped', () => {
    const test = signedRank(
      [...Array.from({ length: 10 }, (_, i) => i + 1), 0, 0].flatMap((d) => [d, -d]),
    )
    expect(test).toMatchObject({ rounds: 20, slower: 10 })
    expect(test.z).toBe(0)
  })

  test('equal sizes share their mean rank', () => {
    // Twenty differences of the same size, 15 of them positive: each has rank 10.5.
    const test = signedRank(Array.from({ length: 20 }, (_, i) => (i < 15 ? 4 : -4)))
    expect(test.z).toBeCloseTo((15 * 10.5 - 105) / Math.sqrt(717.5), 10)
  })

  test('a few large losses weigh more than many small wins', () => {
    const differences = Array.from({ length: 20 }, (_, i) => (i < 12 ? -1 : 30))
    expect(signedRank(differences).slower).toBe(8)
    expect(signedRank(differences).z).toBeGreaterThan(0)
  })

  test('too few rounds to tell', () => {
    expect(() => signedRank([1, 2, 3])).toThrow('too few to tell')
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
      baseline.map((b, i) => b + (i < 18 ? 5 + i : -2)),
    )
    expect(budget).toMatchObject({ enforced: true, status: 'missed' })
  })

  test('holds, tied, when the medians are over but the rounds cannot tell the hosts apart', () => {
    const baseline = rounds((i) => 100 + (i % 7))
    const budget = navigation(
      baseline,
      baseline.map((b, i) => b + (i < 12 ? 5 : -1)),
    )
    expect(budget).toMatchObject({ status: 'tied' })
    expect(budget?.detail).toContain('later in 12 of 20 rounds, signed-rank z')
  })

  test('is met outright when Foyer is earlier', () => {
    const baseline = rounds((i) => 100 + (i % 7))
    const budget = navigation(
      baseline,
      baseline.map((b) => b - 3),
    )
    expect(budget).toMatchObject({ status: 'met' })
  })

  test('refuses to judge on too few rounds', () => {
    expect(() => navigation([100, 101, 102], [103, 104, 105])).toThrow('too few to tell')
  })
})
