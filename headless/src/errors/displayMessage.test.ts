import { describe, expect, test } from 'vitest'
import { FrameLoadFailedError, FrameRequestTimeoutError } from './alerts.js'
import { SomethingWentWrongError } from './auth.js'
import { displayMessage, fallbackErrorMessage } from './displayMessage.js'
import { UnknownError } from './generic.js'

describe('displayMessage', () => {
  test('default', () => {
    expect(displayMessage(new UnknownError())).toBe('Unknown error')
  })

  test('behavior: a frame alert down the cause chain is shown instead of its wrapper', () => {
    const wrapped = new SomethingWentWrongError({
      cause: new UnknownError({ cause: new FrameRequestTimeoutError() }),
    })
    expect(displayMessage(wrapped)).toBe('Embedded Wallet Request Timed Out')
    expect(displayMessage(new FrameLoadFailedError())).toBe(
      'Network Error - Could not load embedded wallet',
    )
  })

  test('behavior: anything that is not a Foyer error gets the one fallback', () => {
    expect(fallbackErrorMessage).toBe('Something went wrong')
    for (const thrown of ['nope', new Error('boom'), null, undefined, 42, { shortMessage: 'x' }]) {
      expect(displayMessage(thrown)).toBe('Something went wrong')
    }
  })

  test('behavior: a cause chain with a cycle ends', () => {
    const first = new UnknownError()
    const second = new UnknownError({ cause: first })
    Object.defineProperty(first, 'cause', { value: second })
    expect(displayMessage(second)).toBe('Unknown error')
  })
})
