import { useApproveRequest } from '@foyer/headless/react'
import { accentButton, button, center, heading, muted } from '../../components/shared.css.js'
import { actions, detail, detailLabel, details, detailValue } from './ApproveTransactionView.css.js'

/**
 * Approves or rejects the embedded wallet's request on top of the transaction stack (SPEC §2):
 * what is signed or sent, in words (`useApproveRequest().description`: the message text; the
 * recipient, value and network). `data-state` is 'pending' while a request waits, else 'empty'.
 */
export function ApproveTransactionView() {
  const { request, description, pending, approve, reject } = useApproveRequest()
  if (!request) {
    return (
      <div className={center} data-state="empty">
        <p className={muted}>Nothing to approve.</p>
      </div>
    )
  }
  return (
    <div className={center} data-state="pending" data-method={request.method}>
      <p className={heading}>{description?.title}</p>
      {pending > 1 && <p className={muted}>{pending - 1} more waiting</p>}
      <dl className={details}>
        {description?.details.map((line) => (
          <div key={line.label} className={detail}>
            <dt className={detailLabel}>{line.label}</dt>
            <dd className={detailValue} data-detail={line.label}>
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={actions}>
        <button type="button" className={button} onClick={reject}>
          Reject
        </button>
        {/* Approve waits for the request in words (its code loads on first use). */}
        <button type="button" className={accentButton} onClick={approve} disabled={!description}>
          Approve
        </button>
      </div>
    </div>
  )
}

export default ApproveTransactionView
