import { userRejected } from './errors.js'
import type { TestWalletDecision, TestWalletPolicy } from './policy.js'

/** A request waiting for a person to approve or reject it (policy decision 'ask'). */
export type PendingRequest = {
  id: number
  method: string
  /** One line saying what approving does. */
  summary: string
  params: unknown
}

/** Shows requests that wait for a person; `respond` answers one of them. */
export type TestWalletUi = {
  render: (
    pending: readonly PendingRequest[],
    respond: (id: number, approved: boolean) => void,
  ) => void
}

/** The queue of requests waiting for a person, gated by the wallet's policy. */
export type ApprovalQueue = {
  /** Resolves when `method` may proceed; rejects with 4001 when refused. */
  gate: (method: string, params: unknown, summary: string) => Promise<void>
  /** Requests waiting for a person, oldest first. */
  pending: () => PendingRequest[]
  /** Answers the request `id` (default: the oldest); false if none matched. */
  respond: (approved: boolean, id?: number) => boolean
  /** Rejects every waiting request (4001). */
  rejectAll: () => void
}

/**
 * Requests a person must approve, answered by the policy (`approve` / `reject` after
 * `delayMs`, or `ask`: queued, shown by `ui`, answered by `respond`). Every test wallet gates
 * its requests through one of these.
 */
export function createApprovalQueue(parameters: {
  getPolicy: () => TestWalletPolicy
  ui?: TestWalletUi | undefined
}): ApprovalQueue {
  const { getPolicy, ui } = parameters
  const waiting: Array<PendingRequest & { settle: (approved: boolean) => void }> = []
  let nextId = 1

  const pending = (): PendingRequest[] =>
    waiting.map(({ id, method, summary, params }) => ({ id, method, summary, params }))
  const render = () => ui?.render(pending(), (id, approved) => respond(approved, id))
  const respond = (approved: boolean, id?: number) => {
    const index = id === undefined ? 0 : waiting.findIndex((entry) => entry.id === id)
    const entry = waiting[index]
    if (!entry) return false
    waiting.splice(index, 1)
    entry.settle(approved)
    render()
    return true
  }

  const gate = async (method: string, params: unknown, summary: string) => {
    const policy = getPolicy()
    const decision: TestWalletDecision = policy.methods?.[method] ?? policy.decision
    if (decision === 'ask') {
      const approved = await new Promise<boolean>((settle) => {
        waiting.push({ id: nextId++, method, summary, params, settle })
        render()
      })
      if (!approved) throw userRejected()
      return
    }
    const delayMs = policy.delayMs ?? 0
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (decision === 'reject') throw userRejected()
  }

  const rejectAll = () => {
    for (const entry of waiting.splice(0)) entry.settle(false)
    render()
  }

  return { gate, pending, respond, rejectAll }
}
