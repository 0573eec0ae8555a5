import { FrameLoadFailedError, SomethingWentWrongError } from '@foyer/headless'
import { describe, expect, test } from 'vitest'
import { errorMessage } from './errorMessage.js'

describe('errorMessage', () => {
  test('default', () => {
    expect(errorMessage(new SomethingWentWrongError())).toBe('Something went wrong')
    expect(errorMessage('nope')).toBe('Something went wrong')
  })

  test('behavior: a frame alert in the cause chain is shown', () => {
    const error = new SomethingWentWrongError({ cause: new FrameLoadFailedError() })
    expect(errorMessage(error)).toBe('Network Error - Could not load embedded wallet')
  })
})
