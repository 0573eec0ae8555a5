// The host's own components: wagmi hooks only. The visitor connects in Foyer's modal (the
// header's button, or wagmi's useConnect, which opens it).
import { TEST_ACCOUNTS } from '@foyer/devstack/config'
import { useState } from 'react'
import { formatEther, parseEther } from 'viem'
import {
  useBalance,
  useChains,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'

const recipient = TEST_ACCOUNTS[4].address
/** Long hex strings wrap inside the card. */
const wrap = { overflowWrap: 'anywhere' } as const

export function WagmiPanel() {
  const { status, address, chainId, connector } = useConnection()
  return (
    <section className="card" aria-label="wagmi">
      <p>
        wagmi status: <strong data-testid="status">{status}</strong>
      </p>
      {status === 'connected' ? (
        <>
          <p>
            Address:{' '}
            <code data-testid="wagmi-address" style={wrap}>
              {address}
            </code>{' '}
            on chain <strong data-testid="wagmi-chain">{chainId}</strong> through {connector?.name}
          </p>
          <Balance />
          <SwitchChain />
          <SignMessage />
          <SendTransaction />
          <Disconnect />
        </>
      ) : (
        <ConnectWithWagmi />
      )}
    </section>
  )
}

function ConnectWithWagmi() {
  const [connector] = useConnectors()
  const { mutate, error } = useConnect()
  return (
    <p>
      <button type="button" className="plain" onClick={() => connector && mutate({ connector })}>
        Connect (wagmi useConnect)
      </button>{' '}
      {error && <span role="alert">{error.name}</span>}
    </p>
  )
}

function Balance() {
  const { address } = useConnection()
  const { data } = useBalance({ address })
  return (
    <p>
      Balance:{' '}
      <strong data-testid="wagmi-balance">
        {data ? `${formatEther(data.value)} ${data.symbol}` : '…'}
      </strong>
    </p>
  )
}

function SwitchChain() {
  const chains = useChains()
  const { chainId } = useConnection()
  const { mutate, isPending } = useSwitchChain()
  return (
    <p>
      {chains.map((chain) => (
        <button
          key={chain.id}
          type="button"
          className="plain"
          disabled={isPending || chain.id === chainId}
          onClick={() => mutate({ chainId: chain.id })}
        >
          Switch to {chain.name}
        </button>
      ))}
    </p>
  )
}

function SignMessage() {
  const [message] = useState('Hello from a wagmi app')
  const { mutate, data, error } = useSignMessage()
  return (
    <p>
      <button type="button" className="plain" onClick={() => mutate({ message })}>
        Sign “{message}”
      </button>{' '}
      {data && (
        <code data-testid="wagmi-signature" style={wrap}>
          {data}
        </code>
      )}
      {error && <span role="alert">{error.name}</span>}
    </p>
  )
}

function SendTransaction() {
  const { mutate, data: hash, error } = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash })
  return (
    <p>
      <button
        type="button"
        className="plain"
        onClick={() => mutate({ to: recipient, value: parseEther('0.001') })}
      >
        Send 0.001 ETH
      </button>{' '}
      {hash && (
        <code data-testid="wagmi-tx" style={wrap}>
          {hash}
        </code>
      )}{' '}
      {receipt.data && <strong data-testid="wagmi-receipt">{receipt.data.status}</strong>}
      {error && <span role="alert">{error.name}</span>}
    </p>
  )
}

function Disconnect() {
  const { mutate } = useDisconnect()
  return (
    <p>
      <button type="button" className="plain" onClick={() => mutate()}>
        Disconnect (wagmi)
      </button>
    </p>
  )
}
