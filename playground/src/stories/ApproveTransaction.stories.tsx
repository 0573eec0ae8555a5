import type { Foyer } from '@foyer/headless'
import { approvalRequestsAtom, transactionStackAtom } from '@foyer/headless/internal'
import type { Story } from '@ladle/react'
import { stringToHex } from 'viem'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers } from './fixtures/accountAnswers.js'
import { receiver } from './fixtures/sendFixtures.js'

export default { title: 'Views/ApproveTransaction' }

// The embedded wallet's approval of an unsafe request (SPEC §5), put straight into the
// instance's approval queue on chain A: what is signed or sent, in words; Approve and Reject.

const ignore = () => {}

function ApprovalStory({ method, params }: { method: string; params: unknown }) {
  const prepare = (foyer: Foyer) => {
    foyer.store.set(approvalRequestsAtom, [{ method, params, chainId: 31337 }])
    foyer.store.set(transactionStackAtom, [
      { onSuccess: ignore, onError: ignore, onCancel: ignore },
    ])
  }
  return <ApiStory view="ApproveTransaction" answers={accountAnswers()} prepare={prepare} />
}

/** A message to sign, shown as text. */
export const SignMessage: Story = () => (
  <ApprovalStory
    method="personal_sign"
    params={[
      stringToHex(
        'Welcome to Demo dapp!\n\nSign this message to prove you own this wallet. This request will not trigger a blockchain transaction or cost any gas fees.\n\nNonce: 7f3a9c2e',
      ),
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ]}
  />
)

/** A transaction: recipient, amount and network. */
export const SendTransaction: Story = () => (
  <ApprovalStory
    method="eth_sendTransaction"
    params={[{ to: receiver, value: '0x22b1c8c1227a0000' }]}
  />
)
