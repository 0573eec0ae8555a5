import type { PayRequest, PayResult } from '../machines/pay.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import {
  assertParameters,
  parameterRules as is,
  type ParameterRule,
} from '../validation/parameters.js'
// Static, as swapRuntime's note says: a dynamic import() made esbuild move this file's imports
// into the first load's shared chunks; statically, a host that never pays drops all of it.
import { pay as run } from './payRuntime.js'

export type { PayRequest, PayResult, PayStatus } from '../machines/pay.js'

export type PayParameters = PayRequest & {
  /** How often a short balance is read again while the onramp buys the difference. @default 4000 */
  pollMs?: number | undefined
}

export type PayReturnType = PayResult

const recipientRule: ParameterRule = {
  rule: 'a non-empty string',
  test: (value) => typeof value === 'string' && value.trim() !== '',
}
const amountRule: ParameterRule = {
  rule: 'a positive decimal string (e.g. "5")',
  test: (value) =>
    typeof value === 'string' && /^\d*\.?\d+$|^\d+\.$/.test(value) && /[1-9]/.test(value),
}
const networkRule: ParameterRule = {
  rule: 'a CAIP-2 network id (e.g. "eip155:1")',
  test: (value) => typeof value === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value),
}
const assetRule = is.shape({
  symbol: is.string,
  decimals: is.nonNegativeInteger,
  address: is.optional(is.string),
})

/**
 * Asks the visitor to pay `amount` of `asset` to `recipient` on `network` (issue #22): opens the
 * modal to connect first when no wallet is, switches to `network`, checks the account's balance
 * of the asset and, when it falls short, records the shortfall (`usePay`, the Pay view: the
 * onramp buys the difference) and waits for the balance to rise; then sends it through the
 * connected wallet (the send path: native, ERC-20 or SPL) and awaits the receipt. Resolves
 * `{ status: 'paid', hash }`, `{ status: 'cancelled' }` (the visitor refused or closed the
 * modal) or `{ status: 'failed', error }`; it never rejects past the parameter check.
 */
export async function pay(foyer: Foyer, parameters: PayParameters): Promise<PayReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    recipient: recipientRule,
    asset: assetRule,
    amount: amountRule,
    network: networkRule,
    pollMs: is.optional(is.nonNegativeNumber),
  })
  const { pollMs, ...request } = parameters
  return run(foyer, request, { pollMs })
}
