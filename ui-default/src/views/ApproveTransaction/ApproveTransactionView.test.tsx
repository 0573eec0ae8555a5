import { openModal } from '@foyer/headless'
import { approvalRequestsAtom, transactionStackAtom } from '@foyer/headless/internal'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

async function openApproval(request: { method: string; params: unknown }) {
  const result = renderWithFoyer(<FoyerModal />)
  const { foyer } = result
  const entry = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
  const chainId = foyer.options.networks[0]?.id ?? 1
  act(() => {
    foyer.store.set(approvalRequestsAtom, [{ ...request, chainId }])
    foyer.store.set(transactionStackAtom, [entry])
    openModal(foyer, { view: 'ApproveTransaction' })
  })
  const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' })
  return { ...result, entry, dialog, network: foyer.options.networks[0]?.name ?? '' }
}

describe('ApproveTransactionView', () => {
  test('default: the message in words; approve sends it on', async () => {
    const { dialog, entry } = await openApproval({
      method: 'personal_sign',
      params: ['0x48656c6c6f2066726f6d20466f796572', '0x1'],
    })
    await screen.findByText('Sign message')
    expect(dialog.textContent).toContain('Hello from Foyer')
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(entry.onSuccess).toHaveBeenCalled())
    expect(entry.onCancel).not.toHaveBeenCalled()
  })

  test('behavior: a transaction shows recipient, amount and network; reject cancels it', async () => {
    const to = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    const { dialog, entry, network } = await openApproval({
      method: 'eth_sendTransaction',
      params: [{ to, value: '0x38d7ea4c68000' }],
    })
    await screen.findByText('Send transaction')
    expect(dialog.textContent).toContain(to)
    expect(dialog.textContent).toContain('0.001 ETH')
    expect(dialog.textContent).toContain(network)
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(entry.onCancel).toHaveBeenCalled())
  })
})
