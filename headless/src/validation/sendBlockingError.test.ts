import { describe, expect, test } from 'vitest'
import { InsufficientBalanceError, SendTokenRequiredError } from '../errors/send.js'
import { sendBlockingError } from './sendBlockingError.js'
import { validateSendForm } from './sendForm.js'

const filled = validateSendForm({
  token: { symbol: 'ETH' },
  amount: '1',
  receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainNamespace: 'eip155',
})

describe('sendBlockingError', () => {
  test('default: nothing blocks a valid form within the balance', () => {
    expect(sendBlockingError(filled, false)).toBeUndefined()
  })

  test('behavior: the first invalid field’s error comes first', () => {
    const noToken = validateSendForm({
      token: undefined,
      amount: '1',
      receiverAddress: '0xabc',
      chainNamespace: 'eip155',
    })
    expect(sendBlockingError(noToken, true)).toBeInstanceOf(SendTokenRequiredError)
    const empty = validateSendForm({
      token: undefined,
      amount: undefined,
      receiverAddress: undefined,
      chainNamespace: 'eip155',
    })
    expect(sendBlockingError(empty, false)?.shortMessage).toBe(
      'An amount and receiver address are required',
    )
  })

  test('error: more than the balance', () => {
    const error = sendBlockingError(filled, true)
    expect(error).toBeInstanceOf(InsufficientBalanceError)
    expect(error?.shortMessage).toBe('Insufficient balance')
  })
})
