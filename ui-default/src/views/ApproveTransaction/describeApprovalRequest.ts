// Lives with its view (not in headless/format) so its code loads with ApproveTransaction only.
/** An amount in the smallest unit as an exact decimal string ('0.001'). */
function formatUnits(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''}`
}

/** A wallet request to describe: its method and params, as the provider received them. */
export type DescribableApprovalRequest = { method: string; params: unknown }

/** One labelled line of what a request signs or sends. */
export type ApprovalDetail = { label: string; value: string }

/** What ApproveTransaction shows for a request, in words. */
export type ApprovalDescription = {
  /** 'Sign message', 'Sign typed data', 'Send transaction', or the method. */
  title: string
  /** The lines to show, in order. */
  details: ApprovalDetail[]
}

const hexPattern = /^0x([0-9a-fA-F]{2})*$/

/** A personal_sign message as text: hex decoded as UTF-8 when it is valid text, else as is. */
export function messageText(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!hexPattern.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}

const toBigInt = (value: unknown): bigint | undefined => {
  try {
    return typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined
  } catch {
    return undefined
  }
}

/**
 * Says in words what a wallet request signs or sends (SPEC §2 ApproveTransaction): the message
 * text of personal_sign; the domain, type and fields of typed data; the recipient, the value
 * in the native coin and the network of a transaction. Never throws on odd params.
 */
export function describeApprovalRequest(
  request: DescribableApprovalRequest,
  network: { name: string; symbol: string; decimals: number },
): ApprovalDescription {
  const params = Array.isArray(request.params) ? request.params : []
  const networkLine = { label: 'Network', value: network.name }
  switch (request.method) {
    case 'personal_sign':
      return {
        title: 'Sign message',
        details: [{ label: 'Message', value: messageText(params[0]) }, networkLine],
      }
    case 'eth_signTypedData_v4': {
      let typed: Record<string, unknown> = {}
      try {
        const raw = params[1]
        typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) ?? {}
      } catch {}
      const domain = (typed.domain ?? {}) as Record<string, unknown>
      return {
        title: 'Sign typed data',
        details: [
          ...(typeof domain.name === 'string' ? [{ label: 'App', value: domain.name }] : []),
          { label: 'Type', value: String(typed.primaryType ?? 'unknown') },
          { label: 'Data', value: JSON.stringify(typed.message ?? {}, null, 2) },
          networkLine,
        ],
      }
    }
    case 'eth_sendTransaction': {
      const transaction = (params[0] ?? {}) as Record<string, unknown>
      const value = toBigInt(transaction.value) ?? 0n
      return {
        title: 'Send transaction',
        details: [
          { label: 'To', value: String(transaction.to ?? 'Contract creation') },
          {
            label: 'Amount',
            value: `${formatUnits(value < 0n ? 0n : value, network.decimals)} ${network.symbol}`,
          },
          ...(typeof transaction.data === 'string' && transaction.data !== '0x'
            ? [{ label: 'Data', value: transaction.data }]
            : []),
          networkLine,
        ],
      }
    }
    default:
      return {
        title: request.method,
        details: [
          { label: 'Parameters', value: JSON.stringify(request.params ?? []) },
          networkLine,
        ],
      }
  }
}
