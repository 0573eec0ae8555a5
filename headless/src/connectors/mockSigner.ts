// The signing half of the mock wallet (`@foyer/headless/testing`): personal_sign,
// eth_signTypedData_v4 and eth_sendTransaction answered with real keys, so a host's test can
// verify a signature with viem's verifyMessage / verifyTypedData. It imports viem, so it stays
// behind the /testing entry and off the initial load path.
import {
  createWalletClient,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  isHex,
  keccak256,
  type TransactionSerializable,
  type Transport,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** The first anvil (and devstack) test key; its account is 0xf39F…2266. */
export const anvilPrivateKey: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** 1 gwei: the fee the mock signs with when a request names none and no RPC is given. */
const defaultFee = 1_000_000_000n

/** A transaction the mock wallet signed, and sent when it had an RPC. */
export type MockTransaction = {
  /** The transaction hash (keccak256 of the signed transaction). */
  hash: Hex
  /** The signed transaction, RLP-serialized. */
  serialized: Hex
  /** What was signed. */
  transaction: TransactionSerializable
  /** Whether it was sent to the RPC (`transport`), or only signed. */
  sent: boolean
}

/** What a signing request needs from the mock wallet's state. */
export type MockSignerState = {
  /** The wallet's accounts, the active one first. */
  accounts: readonly string[]
  /** The wallet's current chain. */
  chainId: number
  /** Whether the dapp may ask (it connected). */
  authorized: boolean
}

type RpcError = (code: number, message: string) => Error

type TransactionParameters = {
  from?: string
  to?: string | null
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

/** Reads a hex quantity of a request, or undefined. */
function quantity(value: unknown): bigint | undefined {
  return typeof value === 'string' && isHex(value) && value !== '0x'
    ? hexToBigInt(value)
    : undefined
}

/**
 * The mock wallet's keys and the requests they answer. `keys` sign for their accounts; a
 * request for an account with no key, or before the dapp connected, fails with 4100 as a real
 * wallet's would. `transport` (an RPC URL or a viem transport) is where eth_sendTransaction
 * sends; with none, the transaction is signed and its hash returned without being sent.
 */
export function createMockSigner(parameters: {
  keys: readonly Hex[]
  transport: string | Transport | undefined
  rpcError: RpcError
}) {
  const { rpcError } = parameters
  const signers: PrivateKeyAccount[] = parameters.keys.map((key) => privateKeyToAccount(key))
  const transport =
    typeof parameters.transport === 'string' ? http(parameters.transport) : parameters.transport
  const transactions: MockTransaction[] = []
  /** The next nonce per account when the mock signs without an RPC. */
  const nonces = new Map<string, number>()

  /** The key of an account the dapp may use, or a 4100 refusal. */
  function signerFor(state: MockSignerState, address: unknown): PrivateKeyAccount {
    if (!state.authorized) throw rpcError(4100, 'The requested account has not been authorized.')
    const account =
      typeof address === 'string'
        ? state.accounts.find((known) => known.toLowerCase() === address.toLowerCase())
        : state.accounts[0]
    const signer =
      account === undefined
        ? undefined
        : signers.find((candidate) => isAddressEqual(candidate.address, account as Hex))
    if (!signer) {
      throw rpcError(4100, `The mock wallet has no key for ${String(address)}.`)
    }
    return signer
  }

  async function sendTransaction(state: MockSignerState, request: TransactionParameters) {
    const signer = signerFor(state, request.from)
    const data = request.data ?? request.input
    const base = {
      to: request.to ?? undefined,
      value: quantity(request.value),
      data: data && data !== '0x' ? data : undefined,
      gas: quantity(request.gas),
      nonce: request.nonce === undefined ? undefined : Number(quantity(request.nonce) ?? 0n),
    } as const
    const gasPrice = quantity(request.gasPrice)
    const fees =
      gasPrice !== undefined
        ? { gasPrice }
        : {
            maxFeePerGas: quantity(request.maxFeePerGas),
            maxPriorityFeePerGas: quantity(request.maxPriorityFeePerGas),
          }
    if (transport) {
      const client = createWalletClient({ account: signer, transport })
      const prepared = await client.prepareTransactionRequest({
        ...base,
        ...fees,
        chain: null,
        chainId: state.chainId,
      } as never)
      const {
        from: _from,
        account: _account,
        ...transaction
      } = prepared as never as {
        from: unknown
        account: unknown
      } & TransactionSerializable
      const serialized = await signer.signTransaction(transaction as TransactionSerializable)
      const hash = await client.sendRawTransaction({ serializedTransaction: serialized })
      transactions.push({ hash, serialized, transaction, sent: true })
      return hash
    }
    const key = `${signer.address}:${state.chainId}`
    const nonce = base.nonce ?? nonces.get(key) ?? 0
    nonces.set(key, nonce + 1)
    const transaction = {
      ...base,
      nonce,
      chainId: state.chainId,
      gas: base.gas ?? 21_000n,
      ...(gasPrice !== undefined
        ? { gasPrice, type: 'legacy' as const }
        : {
            maxFeePerGas: fees.maxFeePerGas ?? defaultFee,
            maxPriorityFeePerGas: fees.maxPriorityFeePerGas ?? defaultFee,
            type: 'eip1559' as const,
          }),
    } as TransactionSerializable
    const serialized = await signer.signTransaction(transaction)
    const hash = keccak256(serialized)
    transactions.push({ hash, serialized, transaction, sent: false })
    return hash
  }

  return {
    /** The accounts of the keys, in order. */
    addresses: signers.map((signer) => signer.address as string),
    transactions: transactions as readonly MockTransaction[],
    /** Answers personal_sign, eth_signTypedData_v4 or eth_sendTransaction. */
    async request(
      state: MockSignerState,
      method: string,
      params: unknown,
      /** The visitor's answer, asked once the account is known to sign. */
      ask: () => Promise<void>,
    ): Promise<unknown> {
      const values = Array.isArray(params) ? params : []
      switch (method) {
        case 'personal_sign': {
          const [message, address] = values as [unknown, unknown]
          const signer = signerFor(state, address)
          if (typeof message !== 'string') throw rpcError(-32602, 'Invalid message.')
          await ask()
          // EIP-191: the message comes as the hex of its bytes; a plain string is signed as text.
          return signer.signMessage({ message: isHex(message) ? { raw: message } : message })
        }
        case 'eth_signTypedData_v4': {
          const [address, json] = values as [unknown, unknown]
          const signer = signerFor(state, address)
          let typedData: Record<string, unknown>
          try {
            typedData = typeof json === 'string' ? JSON.parse(json) : (json as never)
          } catch {
            throw rpcError(-32602, 'Invalid typed data.')
          }
          await ask()
          const { EIP712Domain: _domainType, ...types } = (typedData.types ?? {}) as Record<
            string,
            unknown
          >
          return signer.signTypedData({ ...typedData, types } as never)
        }
        case 'eth_sendTransaction': {
          const [request] = values as [TransactionParameters | undefined]
          if (typeof request !== 'object' || request === null) {
            throw rpcError(-32602, 'Invalid transaction.')
          }
          signerFor(state, request.from)
          await ask()
          return sendTransaction(state, request)
        }
        default:
          throw rpcError(4200, `The mock wallet does not sign ${method}.`)
      }
    },
  }
}
