import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import type { FrameAnswers } from '../../test/fakeEmbeddedWallet.js'
import { openPrimaryOtp } from '../../test/updateEmailFlow.js'

/** The modal on UpdateEmailSecondaryOtp, the first code accepted. */
async function openSecondaryOtp(answers: FrameAnswers = {}) {
  const opened = await openPrimaryOtp({
    UPDATE_EMAIL_PRIMARY_OTP() {
      return {}
    },
    ...answers,
  })
  await userEvent.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }))
  await userEvent.paste('123456')
  await screen.findByRole('dialog', { name: 'Confirm New Email' })
  await screen.findByTestId('update-email-otp')
  return opened
}

describe('UpdateEmailSecondaryOtpView', () => {
  test('default: the code sent to the new email, "Email updated", then Account', async () => {
    await openSecondaryOtp({
      UPDATE_EMAIL_SECONDARY_OTP() {
        return { newEmail: 'grace@example.com' }
      },
    })
    expect(screen.getByTestId('update-email-otp').textContent).toContain(
      'Enter the code sent to grace@example.com.',
    )
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }))
    await userEvent.paste('654321')
    expect(await screen.findByText('Email updated')).toBeTruthy()
    expect(screen.getByTestId('update-email-otp').getAttribute('data-state')).toBe('saved')
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account'),
    )
    // The history was reset: Account is the only view.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  test('error: a wrong code is an alert and the view stays', async () => {
    await openSecondaryOtp({
      UPDATE_EMAIL_SECONDARY_OTP() {
        throw new Error('Invalid code')
      },
    })
    await userEvent.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }))
    await userEvent.paste('111111')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('UpdateEmailSecondaryOtp')
  })
})
