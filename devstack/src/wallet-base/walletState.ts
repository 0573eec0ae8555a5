import { createApprovalQueue, type PendingRequest, type TestWalletUi } from './approvals.js'
import { DEFAULT_POLICY, parsePolicy, readStoredPolicy, type TestWalletPolicy } from './policy.js'
import {
  createMemoryStorage,
  createWalletStore,
  type TestWalletStorage,
  type WalletStore,
} from './storage.js'

/** The storage keys every test wallet persists: its grant and its policy. */
export type WalletStateKeys = { readonly granted: string; readonly policy: string }

/** What a page or a test uses to answer a wallet's gated requests, the same on every wallet. */
export type PolicyControls = {
  /** Sets how gated requests are answered; persisted in storage. Throws on an invalid policy. */
  setPolicy: (policy: TestWalletPolicy) => void
  getPolicy: () => TestWalletPolicy
  /** Requests waiting for a person (decision 'ask'), oldest first. */
  pending: () => PendingRequest[]
  /** Approves the pending request `id` (default: the oldest). Returns false if none matched. */
  approve: (id?: number) => boolean
  /** Rejects the pending request `id` (default: the oldest) with 4001. */
  reject: (id?: number) => boolean
}

export type CreateWalletStateParameters = {
  keys: WalletStateKeys
  /** Policy when storage holds none. @default { decision: 'ask' } */
  policy?: TestWalletPolicy | undefined
  /** Where the grant and the policy persist. @default in-memory */
  storage?: TestWalletStorage | undefined
  /** Approval panel for decision 'ask'. Without one, asked requests wait for `approve()`. */
  ui?: TestWalletUi | undefined
}

export type WalletState = WalletStore & {
  /** Resolves when the request may proceed (policy or a person); rejects with 4001. */
  gate: (method: string, params: unknown, summary: string) => Promise<void>
  /** True once the page was granted the wallet's account(s). */
  isGranted: () => boolean
  /** Stores the grant (`'true'`) or forgets it; true when the state changed. */
  setGranted: (granted: boolean) => boolean
  /** Rejects pending requests (4001), forgets the stored policy and goes back to the default. */
  resetPolicy: () => void
  controls: PolicyControls
}

/** A stored grant: any value but empty, `'false'` and `'0'` (the wallets write `'true'`). */
const isGrantedValue = (value: string | null) =>
  value !== null && value !== '' && value !== 'false' && value !== '0'

/**
 * The state every test wallet keeps the same way: the grant and the policy, persisted in
 * `storage` under `keys`, and the approval queue the policy answers.
 */
export function createWalletState(parameters: CreateWalletStateParameters): WalletState {
  const { keys, ui } = parameters
  const store = createWalletStore(parameters.storage ?? createMemoryStorage())
  const defaultPolicy = parameters.policy ?? DEFAULT_POLICY
  let policy = readStoredPolicy(store.read(keys.policy), defaultPolicy)
  let granted = isGrantedValue(store.read(keys.granted))
  const approvals = createApprovalQueue({ getPolicy: () => policy, ui })

  return {
    ...store,
    gate: approvals.gate,
    isGranted: () => granted,
    setGranted(next) {
      store.write(keys.granted, next ? 'true' : null)
      if (granted === next) return false
      granted = next
      return true
    },
    resetPolicy() {
      approvals.rejectAll()
      policy = defaultPolicy
      store.write(keys.policy, null)
    },
    controls: {
      setPolicy(next) {
        policy = parsePolicy(next)
        store.write(keys.policy, JSON.stringify(policy))
      },
      getPolicy: () => JSON.parse(JSON.stringify(policy)) as TestWalletPolicy,
      pending: approvals.pending,
      approve: (id) => approvals.respond(true, id),
      reject: (id) => approvals.respond(false, id),
    },
  }
}
