import { openModal } from '@foyer/headless'
import { act, screen } from '@testing-library/react'
import { FoyerModal } from '../modal/FoyerModal.js'
import { FRAME_URL, type FrameAnswers, fakeEmbeddedWallet } from './fakeEmbeddedWallet.js'
import { renderWithFoyer } from './renderWithFoyer.js'

/**
 * The modal open on Connect, its view loaded, with the embedded wallet configured (email,
 * socials, passkey on), its frame answering `answers`.
 */
export async function openConnectWithEmbedded(
  answers: FrameAnswers = {},
  options: Parameters<typeof renderWithFoyer>[1] = {},
) {
  const wallet = fakeEmbeddedWallet(answers)
  const result = renderWithFoyer(<FoyerModal />, {
    ...options,
    foyerOptions: {
      connectors: [wallet.connector],
      services: { frameUrl: FRAME_URL },
      ...options.foyerOptions,
    },
  })
  act(() => openModal(result.foyer))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  // The Connect view's chunk has loaded once its email entry shows.
  await screen.findByTestId('email-login')
  return { ...result, wallet }
}
