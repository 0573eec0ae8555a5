import { describe, expect, test } from 'vitest'
import { placeholderOnrampQuote } from '../api/getOnrampQuote.js'
import { ONRAMP_PROVIDERS } from '../constants/onramp.js'
import { OnrampPurchaseTimeoutError, OnrampWindowBlockedError } from '../errors/onramp.js'
import {
  initialOnrampState,
  type OnrampEvent,
  type OnrampState,
  onrampTransition,
} from './onramp.js'

const usdc = { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [] }
const usd = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
const form = {
  provider: ONRAMP_PROVIDERS[0],
  purchaseCurrency: usdc,
  paymentCurrency: usd,
  paymentMethod: 'card',
  amount: '50',
}
const quote = placeholderOnrampQuote({ purchaseCurrency: usdc, paymentCurrency: usd, amount: '50' })
const run = (events: OnrampEvent[], from: OnrampState = initialOnrampState) =>
  events.reduce(onrampTransition, from)

const ready = run([
  { type: 'setAmount', amount: '50' },
  { type: 'quote', request: 1, form, valid: true },
  { type: 'quoted', request: 1, quote },
])

describe('onrampTransition', () => {
  test('default: edit, quote, open, wait, funded', () => {
    expect(ready).toMatchObject({ status: 'ready', form, quote, request: 1 })
    const waiting = run(
      [
        { type: 'open' },
        { type: 'opened', attempt: 1, url: 'https://pay.example/1', balanceBefore: '1' },
      ],
      ready,
    )
    expect(waiting).toMatchObject({ status: 'waiting', url: 'https://pay.example/1', attempt: 1 })
    expect(run([{ type: 'funded', attempt: 1, balanceAfter: '2' }], waiting)).toMatchObject({
      status: 'success',
      balanceBefore: '1',
      balanceAfter: '2',
    })
  })

  test('behavior: an invalid form is not quoted; a stale quote is dropped', () => {
    const edited = run([{ type: 'setAmount', amount: '5' }])
    expect(run([{ type: 'quote', request: 1, form, valid: false }], edited).status).toBe('idle')
    const quoting = run([{ type: 'quote', request: 1, form, valid: true }], edited)
    const newer = run([{ type: 'setAmount', amount: '60' }], quoting)
    const answered = run([{ type: 'quoted', request: 1, quote }], newer)
    expect(answered.status).toBe('idle')
    expect(answered.quote).toBeUndefined()
  })

  test('behavior: a blocked window waits with the error and the url; cancel goes back to ready', () => {
    const error = new OnrampWindowBlockedError()
    const waiting = run(
      [{ type: 'open' }, { type: 'opened', attempt: 1, url: 'u', balanceBefore: '0', error }],
      ready,
    )
    expect(waiting).toMatchObject({ status: 'waiting', error, url: 'u' })
    const cancelled = run([{ type: 'cancel' }], waiting)
    expect(cancelled).toMatchObject({ status: 'ready', quote, url: undefined, attempt: 2 })
    // The old watch's answers change nothing.
    expect(run([{ type: 'funded', attempt: 1, balanceAfter: '9' }], cancelled)).toBe(cancelled)
  })

  test('behavior: the form is frozen while a purchase is under way; a failure can be retried', () => {
    const opening = run([{ type: 'open' }], ready)
    expect(run([{ type: 'setAmount', amount: '70' }], opening)).toBe(opening)
    const failed = run(
      [{ type: 'fail', attempt: 1, error: new OnrampPurchaseTimeoutError() }],
      opening,
    )
    expect(failed.status).toBe('failed')
    expect(run([{ type: 'open' }], failed)).toMatchObject({ status: 'opening', attempt: 2 })
    expect(run([{ type: 'reset' }], failed)).toMatchObject({
      status: 'idle',
      form: initialOnrampState.form,
    })
  })
})
