// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { navigate } from '../actions/navigate.js'
import { ResolveNameError } from '../errors/names.js'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { activeNamespaceAtom, networksAtom, routeAtom } from '../store/atoms.js'
import { sendAtom } from '../store/sendAtom.js'
import { evmWalletFoyer, type WalletHandlers } from '../test/evmWalletProvider.js'
import { unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useSendForm } from './useSendForm.js'

// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot
// register its own cleanup): no React work may run after this file's jsdom is torn down.
afterEach(cleanup)

afterEach(unmountAll)

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'cd'.repeat(32)}`
const gas = { eth_estimateGas: () => '0x5208', eth_gasPrice: () => '0x3b9aca00' }

async function setup(handlers: WalletHandlers = {}) {
  const wallet = evmWalletFoyer({ ...gas, ...handlers })
  const { foyer } = wallet
  // One ether in the wallet; the devnet's RPC is never reached.
  const adapter = foyer.options.adapters[0] as unknown as { getBalance: () => Promise<bigint> }
  adapter.getBalance = async () => 10n ** 18n
  await connect(foyer, { connector: 'test.evm' })
  const statuses: string[] = []
  foyer.store.sub(sendAtom, () => statuses.push(foyer.store.get(sendAtom).status))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  const hook = renderHook(() => useSendForm({ debounceMs: 0 }), { wrapper })
  await waitFor(() => expect(hook.result.current.tokens.length).toBe(1))
  return { ...wallet, ...hook, statuses }
}

async function fill(result: { current: ReturnType<typeof useSendForm> }, amount = '0.001') {
  act(() => result.current.setToken(result.current.tokens[0]))
  act(() => result.current.setAmount(amount))
  act(() => result.current.setReceiver(recipient))
}

describe('useSendForm', () => {
  test('default: tokens, validation, fee, then loading → initiated → success → reset', async () => {
    const { result, statuses, requests } = await setup({ eth_sendTransaction: () => hash })
    expect(result.current.tokens[0]).toMatchObject({ symbol: 'ETH', balance: '1', decimals: 18 })
    expect(result.current.validation.valid).toBe(false)
    const fields = result.current.validation.fields
    expect(fields.amount.valid || fields.amount.error.shortMessage).toBe(
      'An amount and receiver address are required',
    )
    expect(fields.token.valid || fields.token.error.shortMessage).toBe('A token is required')
    await fill(result)
    expect(result.current.validation.valid).toBe(true)
    expect(result.current.receiverKind).toBe('address')
    expect(result.current.to).toBe(recipient)
    await waitFor(() => expect(result.current.fee.data?.fee).toBe(21_000n * 10n ** 9n))
    expect(result.current.feeFormatted).toBe('0.000021 ETH')
    let sent: string | undefined
    await act(async () => {
      sent = await result.current.submit()
    })
    expect(sent).toBe(hash)
    expect(statuses).toEqual(expect.arrayContaining(['loading', 'initiated', 'success']))
    expect(result.current.status).toBe('success')
    const params = requests.find((request) => request.method === 'eth_sendTransaction')?.params
    expect((params as Array<{ value: string }>)[0]?.value).toBe('0x38d7ea4c68000')
    act(() => result.current.reset())
    expect(result.current.status).toBe('idle')
    expect(result.current.amount).toBe('')
    expect(result.current.token).toBeUndefined()
  })

  test('parameters: setMax puts the whole balance in the amount', async () => {
    const { result } = await setup()
    act(() => result.current.setToken(result.current.tokens[0]))
    act(() => result.current.setMax())
    expect(result.current.amount).toBe('1')
    act(() => result.current.setAmount('2'))
    expect(result.current.exceedsBalance).toBe(true)
  })

  test('behavior: user rejected request keeps the form and says so', async () => {
    const { result } = await setup({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('denied'), { code: 4001 })
      },
    })
    await fill(result)
    await act(async () => {
      await expect(result.current.submit()).rejects.toThrow(UserRejectedRequestError)
    })
    expect(result.current.status).toBe('idle')
    expect(result.current.isUserRejected).toBe(true)
    expect(result.current.errorMessage).toBe(
      'Transaction declined in your wallet. Nothing was sent.',
    )
    expect(result.current.amount).toBe('0.001')
    expect(result.current.receiver).toBe(recipient)
  })

  test('error: an RPC failure is a typed error and the form keeps what was typed', async () => {
    const { result } = await setup({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('node down'), { code: -32603 })
      },
    })
    await fill(result, '0.5')
    await act(async () => {
      await expect(result.current.submit()).rejects.toThrow(WalletRpcError)
    })
    expect(result.current.error).toBeInstanceOf(WalletRpcError)
    expect(result.current.isUserRejected).toBe(false)
    expect(result.current.errorMessage).toBe('An internal error was received.')
    expect(result.current.form).toMatchObject({
      sendTokenAmount: '0.5',
      receiverAddress: recipient,
    })
  })

  test('error: an invalid form is not sent and gives the spec’s message', async () => {
    const { result, requests } = await setup()
    await act(async () => {
      await expect(result.current.submit()).rejects.toThrow(
        'An amount and receiver address are required',
      )
    })
    act(() => result.current.setAmount('1'))
    act(() => result.current.setReceiver(recipient))
    await act(async () => {
      await expect(result.current.submit()).rejects.toThrow('A token is required')
    })
    expect(requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
  })

  test('behavior: blockingError and canReview follow the form (SPEC §5)', async () => {
    const { result } = await setup()
    expect(result.current.blockingError?.shortMessage).toBe(
      'An amount and receiver address are required',
    )
    expect(result.current.canReview).toBe(false)
    act(() => result.current.setAmount('1'))
    act(() => result.current.setReceiver(recipient))
    expect(result.current.blockingError?.shortMessage).toBe('A token is required')
    act(() => result.current.setToken(result.current.tokens[0]))
    expect(result.current.blockingError).toBeUndefined()
    expect(result.current.canReview).toBe(true)
    act(() => result.current.setAmount('1.5'))
    expect(result.current.blockingError?.shortMessage).toBe('Insufficient balance')
    expect(result.current.canReview).toBe(false)
    act(() => result.current.setAmount('1'))
    act(() => result.current.setReceiver('ada.reown.id'))
    // A name blocks nothing, but review waits for its address.
    expect(result.current.blockingError).toBeUndefined()
    expect(result.current.canReview).toBe(false)
  })

  test('behavior: the token picker’s search', async () => {
    const { result } = await setup()
    expect(result.current.tokenPickerStatus).toBe('ready')
    expect(result.current.matchingTokens.map((option) => option.token.symbol)).toEqual(['ETH'])
    act(() => result.current.setTokenSearch(' ether '))
    expect(result.current.isTokenSearchActive).toBe(true)
    expect(result.current.matchingTokens).toHaveLength(1)
    act(() => result.current.setToken(result.current.tokens[0]))
    expect(result.current.matchingTokens[0]?.isSelected).toBe(true)
    act(() => result.current.setTokenSearch('zzz'))
    expect(result.current.matchingTokens).toEqual([])
  })

  test('behavior: a success resets once the modal leaves it; finish returns to Account', async () => {
    const { result, foyer } = await setup({ eth_sendTransaction: () => hash })
    const sendOnce = async () => {
      act(() => navigate(foyer, { type: 'reset', route: { view: 'WalletSendPreview' } }))
      await fill(result)
      await act(() => result.current.submit())
      expect(result.current.status).toBe('success')
      expect(result.current.amount).toBe('0.001')
    }
    await sendOnce()
    act(() => navigate(foyer, { type: 'push', route: { view: 'WalletSend' } }))
    expect(result.current.status).toBe('idle')
    expect(result.current.amount).toBe('')
    await sendOnce()
    act(() => result.current.finish())
    expect(result.current.status).toBe('idle')
    expect(result.current.receiver).toBe('')
    expect(foyer.store.get(routeAtom).view).toBe('Account')
  })

  test('behavior: a name receiver is resolved through the names API', async () => {
    const { result } = await setup()
    act(() => result.current.setReceiver('ada.reown.id'))
    expect(result.current.receiverKind).toBe('name')
    // No blockchain API here: the lookup fails with the spec's message.
    await waitFor(() => expect(result.current.resolvedName.error).toBeInstanceOf(ResolveNameError))
    expect(result.current.to).toBeUndefined()
  })

  test('behavior: a network switch resets the form', async () => {
    const { result, foyer } = await setup()
    await fill(result)
    const network = foyer.store.get(networksAtom)[0]
    act(() => {
      if (network) foyer.emitter.emit({ type: 'networkSwitch', network })
    })
    expect(result.current.amount).toBe('')
    expect(result.current.receiver).toBe('')
  })

  test('error: Unsupported chain outside eip155 and solana', async () => {
    const { result, foyer } = await setup()
    await fill(result)
    act(() => foyer.store.set(activeNamespaceAtom, 'cosmos'))
    expect(
      result.current.validation.fields.chainNamespace.valid ||
        result.current.validation.fields.chainNamespace.error.shortMessage,
    ).toBe('Unsupported chain')
  })
})
