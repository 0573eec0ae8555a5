// Types of speedBudgets.mjs, for the tests that import it.
export declare const FEATURE_CODE: Record<string, RegExp>
export type BudgetResult = {
  name: string
  enforced: boolean
  /** 'tied': a paired budget over by the medians, not by enough to tell the hosts apart. */
  status: 'met' | 'tied' | 'missed'
  detail: string
}
export declare const BUDGETS: readonly {
  name: string
  enforced: boolean
  check(figures: unknown): Omit<BudgetResult, 'name' | 'enforced'>
}[]
export declare const PAIRED_Z_LIMIT: number
export declare function signedRank(differences: number[]): {
  rounds: number
  slower: number
  z: number
}
export declare function evaluateBudgets(figures: {
  baseline: Record<string, number>
  full: Record<string, number>
  featureCode: Record<string, string[]>
  paired: Record<string, { baseline: number[]; full: number[] }>
  cpu: number
}): BudgetResult[]
