// The host's own wagmi components both wagmi size entries render (tests/bench/wagmi-size.mjs).
import { parseEther } from 'viem'
import {
  useBalance,
  useChains,
  useConnection,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
} from 'wagmi'

export function HostApp() {
  const { address } = useConnection()
  const balance = useBalance({ address })
  const chains = useChains()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const switchChain = useSwitchChain()
  return (
    <div>
      <p>{balance.data?.value.toString()}</p>
      <button type="button" onClick={() => sign.mutate({ message: 'hello' })}>
        Sign
      </button>
      <button
        type="button"
        onClick={() => send.mutate({ to: address, value: parseEther('0.001') })}
      >
        Send
      </button>
      {chains.map((chain) => (
        <button
          key={chain.id}
          type="button"
          onClick={() => switchChain.mutate({ chainId: chain.id })}
        >
          {chain.name}
        </button>
      ))}
    </div>
  )
}

/** A plain chain object, as in size-entry.tsx. */
export const mainnet = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
} as const
