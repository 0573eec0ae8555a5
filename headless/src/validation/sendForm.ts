import type { ChainNamespace } from '../chains/namespaces.js'
import { FEATURE_NAMESPACES } from '../constants/index.js'
import { UnsupportedChainError } from '../errors/chain.js'
import { describeValue } from '../errors/inspect.js'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../errors/send.js'
import { assertParameter, parameterRules as is } from './parameters.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

/** What the send form holds when the visitor submits it (SPEC §3 "Send state"). */
export type SendFormValues = {
  /** The token to send; any value means one is chosen. */
  token: unknown
  /** The amount as typed. */
  amount: string | number | undefined
  receiverAddress: string | undefined
  /** The namespace the send happens on. */
  chainNamespace: ChainNamespace
}

function isAmount(amount: SendFormValues['amount']): boolean {
  if (typeof amount !== 'string' && typeof amount !== 'number') return false
  const number = Number(amount)
  return Number.isFinite(number) && number > 0
}

/**
 * Per-field results of the send form (SPEC §5): an amount and a receiver address are required
 * ({@link SendAmountAndReceiverRequiredError}), a token too ({@link SendTokenRequiredError}), and
 * the namespace must support sending (eip155 and solana, {@link UnsupportedChainError}).
 */
export function validateSendForm(
  values: SendFormValues,
): ValidationResult<'amount' | 'receiverAddress' | 'token' | 'chainNamespace'> {
  assertParameter('values', values, is.object)
  const required = () => invalidField(new SendAmountAndReceiverRequiredError())
  const supported = (FEATURE_NAMESPACES.send as readonly string[]).includes(values.chainNamespace)
  return validationResult({
    amount: isAmount(values.amount) ? validField : required(),
    receiverAddress: values.receiverAddress ? validField : required(),
    token: values.token ? validField : invalidField(new SendTokenRequiredError()),
    chainNamespace: supported
      ? validField
      : invalidField(
          new UnsupportedChainError({
            metaMessages: [`Namespace: ${describeValue(values.chainNamespace)}`],
          }),
        ),
  })
}

/** Throws the first error of {@link validateSendForm}. */
export function assertSendForm(values: SendFormValues): void {
  const result = validateSendForm(values)
  for (const field of Object.values(result.fields)) if (!field.valid) throw field.error
}
