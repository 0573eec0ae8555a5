import { formatUnits, hexToBytes, isHex } from 'viem'

// Imports viem: load it with import() (useApproveRequest does), never on the first bundle.

/** A wallet request to describe: its method and params as the provider received them, and its chain. */
export type DescribableWalletRequest = { method: string; params: unknown; chainId: number }

/** One labelled line of what a request signs or sends. */
export type WalletRequestDetail = { label: string; value: string }

/** A wallet request in words, as ApproveTransaction shows it. */
export type WalletRequestDescription = {
  /** 'Sign message', 'Sign typed data', 'Send transaction', or the method. */
  title: string
  /** The lines to show, in order. */
  details: WalletRequestDetail[]
}

/**
 * The coin of an EVM chain the host does not list: EIP-1193 values are in wei, 18 decimals, and
 * the EVM's coin is Ether unless a listed network says otherwise.
 */
const unlistedEvmCurrency = { symbol: 'ETH', decimals: 18 } as const

/** A personal_sign message as text: hex decoded as UTF-8 when it is valid text, else as is. */
export function walletMessageText(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message, { strict: true }) || message.length % 2) return message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
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

const parseTypedData = (raw: unknown): Record<string, unknown> => {
  try {
    const typed = typeof raw === 'string' ? JSON.parse(raw) : raw
    return typed && typeof typed === 'object' ? (typed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** What the describer reads of a host network (a `Network` has it); format/ knows no chains. */
export type DescribedNetwork = {
  caipNetworkId: string
  name: string
  nativeCurrency: { symbol: string; decimals: number }
}

/**
 * Says in words what a wallet request signs or sends (SPEC §2 ApproveTransaction): the message
 * text of personal_sign; the app, type and fields of typed data; the recipient, the value in the
 * network's coin (viem's `formatUnits`) and the network of a transaction; else the method and
 * its parameters. The network is the host's network of `eip155:{chainId}`, else 'Chain {id}'
 * with Ether. Never throws on odd params.
 */
export function describeWalletRequest(
  request: DescribableWalletRequest,
  networks: readonly DescribedNetwork[],
): WalletRequestDescription {
  const network = networks.find((item) => item.caipNetworkId === `eip155:${request.chainId}`)
  const currency = network?.nativeCurrency ?? unlistedEvmCurrency
  const networkLine = { label: 'Network', value: network?.name ?? `Chain ${request.chainId}` }
  const params = Array.isArray(request.params) ? request.params : []
  switch (request.method) {
    case 'personal_sign':
      return {
        title: 'Sign message',
        details: [{ label: 'Message', value: walletMessageText(params[0]) }, networkLine],
      }
    case 'eth_signTypedData_v4': {
      const typed = parseTypedData(params[1])
      const domain = parseTypedData(typed.domain)
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
      const transaction = parseTypedData(params[0])
      const value = toBigInt(transaction.value) ?? 0n
      return {
        title: 'Send transaction',
        details: [
          { label: 'To', value: String(transaction.to ?? 'Contract creation') },
          {
            label: 'Amount',
            value: `${formatUnits(value < 0n ? 0n : value, currency.decimals)} ${currency.symbol}`,
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
