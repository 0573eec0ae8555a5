import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import { openPrimaryOtp } from '../../test/updateEmailFlow.js'

describe('UpdateEmailPrimaryOtpView', () => {
  test('default: the code sent to the current email, six boxes, then UpdateEmailSecondaryOtp', async () => {
    const { wallet } = await openPrimaryOtp({
      UPDATE_EMAIL_PRIMARY_OTP() {
        return {}
      },
    })
    expect(screen.getByTestId('update-email-otp').textContent).toContain(
      'Enter the code sent to ada@example.com.',
    )
    expect(screen.getAllByRole('textbox')).toHaveLength(6)
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }))
    await userEvent.paste('123456')
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('UpdateEmailSecondaryOtp'),
    )
    expect(
      wallet.requests.find((request) => request.event === 'UPDATE_EMAIL_PRIMARY_OTP')?.payload,
    ).toEqual({ otp: '123456' })
  })

  test('error: a wrong code is an alert and the boxes empty', async () => {
    await openPrimaryOtp({
      UPDATE_EMAIL_PRIMARY_OTP() {
        throw new Error('Invalid code')
      },
    })
    await userEvent.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }))
    await userEvent.paste('111111')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Character 1 of 6' }) as HTMLInputElement).value,
      ).toBe(''),
    )
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('UpdateEmailPrimaryOtp')
  })
})
