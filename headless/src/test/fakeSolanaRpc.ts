import { getBase64Decoder } from '@solana/kit'
import { getMintEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { startTestServer } from './httpServer.js'

/** A signature status as `getSignatureStatuses` returns it. */
export type FakeSignatureStatus = {
  err: unknown
  confirmationStatus: 'processed' | 'confirmed' | 'finalized'
} | null

/**
 * A Solana JSON-RPC node on 127.0.0.1 answering what the solana adapter asks, from `state`
 * (change it between calls). Every request is recorded in `requests`.
 */
export async function startFakeSolanaRpc() {
  const state = {
    blockhash: '11111111111111111111111111111111',
    lastValidBlockHeight: 100,
    blockHeight: 1,
    balance: 5_000_000_000,
    /** The status every signature gets. */
    status: { err: null, confirmationStatus: 'confirmed' } as FakeSignatureStatus,
    mintDecimals: 6,
    tokenAccounts: [] as unknown[],
    /** Answer every request with this JSON-RPC error instead. */
    error: undefined as { code: number; message: string } | undefined,
  }
  const mintData = () =>
    getBase64Decoder().decode(
      getMintEncoder().encode({
        mintAuthority: null,
        supply: 1_000_000n,
        decimals: state.mintDecimals,
        isInitialized: true,
        freezeAuthority: null,
      }),
    )
  const context = { slot: 1 }
  const answers: Record<string, (params: unknown[]) => unknown> = {
    getLatestBlockhash: () => ({
      context,
      value: { blockhash: state.blockhash, lastValidBlockHeight: state.lastValidBlockHeight },
    }),
    getSignatureStatuses: (params) => ({
      context,
      value: (params[0] as string[]).map(
        () => state.status && { slot: 1, confirmations: 1, ...state.status },
      ),
    }),
    getBlockHeight: () => state.blockHeight,
    getBalance: () => ({ context, value: state.balance }),
    getTokenAccountsByOwner: () => ({ context, value: state.tokenAccounts }),
    getAccountInfo: () => ({
      context,
      value: {
        data: [mintData(), 'base64'],
        executable: false,
        lamports: 1_461_600,
        owner: TOKEN_PROGRAM_ADDRESS,
        rentEpoch: 0,
        space: 82,
      },
    }),
    sendTransaction: () => '1'.repeat(64),
  }
  const server = await startTestServer((request) => {
    const { id, method, params } = request.body as { id: number; method: string; params: unknown[] }
    if (state.error) return { body: { jsonrpc: '2.0', id, error: state.error } }
    const answer = answers[method]
    if (!answer) return { body: { jsonrpc: '2.0', id, error: { code: -32601, message: method } } }
    return { body: { jsonrpc: '2.0', id, result: answer(params ?? []) } }
  })
  const methods = () => server.requests.map((item) => (item.body as { method: string }).method)
  return { ...server, state, methods }
}
