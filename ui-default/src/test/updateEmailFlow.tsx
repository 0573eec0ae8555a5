import { connect, openModal } from '@foyer/headless'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FoyerModal } from '../modal/FoyerModal.js'
import { FRAME_URL, type FrameAnswers, fakeEmbeddedWallet } from './fakeEmbeddedWallet.js'
import { renderWithFoyer } from './renderWithFoyer.js'

// The email change's steps, reached as a visitor does: Account → Update email → codes.

/** The modal on UpdateEmail over Account, connected through the embedded wallet. */
export async function openUpdateEmail(answers: FrameAnswers = {}) {
  const wallet = fakeEmbeddedWallet({
    UPDATE_EMAIL() {
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    ...answers,
  })
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: { connectors: [wallet.connector], services: { frameUrl: FRAME_URL } },
  })
  await act(() => connect(result.foyer, { connector: 'embedded' }))
  act(() => openModal(result.foyer))
  await userEvent.click(await screen.findByRole('button', { name: 'Update email' }))
  await screen.findByRole('dialog', { name: 'Update Email' })
  await screen.findByRole('textbox', { name: 'New email' })
  return { ...result, wallet }
}

/** The modal on UpdateEmailPrimaryOtp, after asking for grace@example.com. */
export async function openPrimaryOtp(answers: FrameAnswers = {}) {
  const opened = await openUpdateEmail(answers)
  await userEvent.type(screen.getByRole('textbox', { name: 'New email' }), 'grace@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByRole('dialog', { name: 'Confirm Current Email' })
  await screen.findByRole('textbox', { name: 'Character 1 of 6' })
  return opened
}
