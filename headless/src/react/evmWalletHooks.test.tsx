// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { erc20Abi } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { evmWalletFoyer, type WalletHandlers } from '../test/evmWalletProvider.js'
import { unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useCallsStatus } from './useCallsStatus.js'
import { useCapabilities } from './useCapabilities.js'
import { useSendCalls } from './useSendCalls.js'
import { useSignTypedData } from './useSignTypedData.js'
import { useWriteContract } from './useWriteContract.js'

// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot
// register its own cleanup): no React work may run after this file's jsdom is torn down.
afterEach(cleanup)

afterEach(unmountAll)

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'cd'.repeat(32)}` as const

async function setup<result>(handlers: WalletHandlers, hook: () => result) {
  const { foyer } = evmWalletFoyer(handlers)
  await connect(foyer, { connector: 'test.evm' })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return renderHook(hook, { wrapper })
}

describe('EVM wallet hooks', () => {
  test('behavior: useSignTypedData signs and shows the signature; a refusal is its error', async () => {
    let refuse = false
    const { result } = await setup(
      {
        eth_signTypedData_v4: () => {
          if (refuse) throw Object.assign(new Error('no'), { code: 4001 })
          return '0x99'
        },
      },
      useSignTypedData,
    )
    const typedData = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    act(() => result.current.signTypedData(typedData))
    await waitFor(() => expect(result.current.data).toBe('0x99'))
    refuse = true
    await act(() => result.current.signTypedDataAsync(typedData).catch(() => undefined))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(UserRejectedRequestError))
    act(() => result.current.reset())
    await waitFor(() => expect(result.current.status).toBe('idle'))
  })

  test('behavior: useWriteContract resolves the transaction hash', async () => {
    const { result } = await setup({ eth_sendTransaction: () => hash }, useWriteContract)
    const transfer = {
      address: '0x83F695982dE4E24447D48fbF2E38ec81d8572E46',
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 1n],
    } as const
    await act(async () => {
      expect(await result.current.writeContractAsync(transfer)).toBe(hash)
    })
    act(() => result.current.writeContract(transfer))
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toBe(hash)
  })

  test('behavior: useSendCalls then useCallsStatus polls until the batch is confirmed', async () => {
    let asked = 0
    const { result } = await setup(
      {
        wallet_sendCalls: () => ({ id: '0x01' }),
        wallet_getCallsStatus: () => ({
          version: '2.0.0',
          id: '0x01',
          chainId: '0x7a69',
          status: ++asked < 2 ? 100 : 200,
          atomic: false,
          receipts: [],
        }),
      },
      () => {
        const send = useSendCalls()
        const status = useCallsStatus({ id: send.data?.id, pollIntervalMs: 10 })
        return { send, status }
      },
    )
    expect(result.current.status.fetchStatus).toBe('idle')
    act(() => result.current.send.sendCalls({ calls: [{ to: recipient, value: 1n }] }))
    await waitFor(() => expect(result.current.status.data?.status).toBe('success'))
    expect(result.current.status.data?.statusCode).toBe(200)
    expect(asked).toBe(2)
    await act(() => result.current.send.sendCallsAsync({ calls: [{ to: recipient }] }))
    act(() => result.current.send.reset())
  })

  test('behavior: useCapabilities reads the capabilities per chain', async () => {
    const { result } = await setup(
      { wallet_getCapabilities: () => ({ '0x7a69': { atomic: { status: 'supported' } } }) },
      () => ({ all: useCapabilities(), one: useCapabilities({ chainId: 31337 }) }),
    )
    await waitFor(() =>
      expect(result.current.all.data).toEqual({ 31337: { atomic: { status: 'supported' } } }),
    )
    await waitFor(() => expect(result.current.one.data).toEqual(result.current.all.data))
  })
})
