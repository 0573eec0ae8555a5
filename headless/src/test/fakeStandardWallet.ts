import {
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  signBytes,
  signTransaction,
} from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** What the fake wallet answers to a request that asks the visitor. */
export type FakeDecision = 'approve' | 'reject'

/** Parameters of {@link fakeStandardWallet}. */
export type FakeStandardWalletParameters = {
  /** The keypair behind its one account. */
  signer: KeyPairSigner
  /** @default 'Fake Solana' */
  name?: string
  /** @default a data: SVG */
  icon?: string
  /** @default ['solana:mainnet', 'solana:devnet', 'solana:localnet'] */
  chains?: readonly `${string}:${string}`[]
  /** Where `solana:signAndSendTransaction` sends; without it, the transaction is only recorded. */
  rpcUrl?: string
  /** Features to leave out (to test a wallet without them). */
  without?: readonly string[]
  /** The dapp was authorised on an earlier visit, so a silent connect succeeds. @default false */
  authorized?: boolean
}

/**
 * An in-process Wallet Standard wallet with the Solana features, signing for real with a
 * keypair (ed25519 through WebCrypto). `decision` says how it answers prompts; `requests`
 * records each feature call. For headless unit tests and the integration tests.
 */
export function fakeStandardWallet(parameters: FakeStandardWalletParameters) {
  const { signer } = parameters
  const chains = parameters.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:localnet']
  const account: WalletAccount = {
    address: signer.address,
    publicKey: new Uint8Array(getAddressEncoder().encode(signer.address)),
    chains,
    features: ['solana:signMessage', 'solana:signAndSendTransaction', 'solana:signTransaction'],
  }
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const state = {
    decision: 'approve' as FakeDecision,
    authorized: parameters.authorized ?? false,
    accounts: [] as WalletAccount[],
    requests: [] as { feature: string; input: unknown }[],
    /** The transactions signed, as wire bytes. */
    signed: [] as Uint8Array[],
  }
  const ask = (feature: string, input: unknown) => {
    state.requests.push({ feature, input })
    if (state.decision === 'reject') throw new Error('User rejected the request.')
  }
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: state.accounts })
  }
  const setAccounts = (accounts: WalletAccount[]) => {
    state.accounts = accounts
    emit()
  }
  async function sign(bytes: Uint8Array) {
    const signed = await signTransaction([signer.keyPair], getTransactionDecoder().decode(bytes))
    const wire = new Uint8Array(getTransactionEncoder().encode(signed))
    state.signed.push(wire)
    return { signed, wire }
  }
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        state.requests.push({ feature: 'standard:connect', input })
        if (input?.silent) {
          if (state.authorized) setAccounts([account])
          return { accounts: state.accounts }
        }
        ask('prompt', input)
        state.authorized = true
        setAccounts([account])
        return { accounts: state.accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        state.requests.push({ feature: 'standard:disconnect', input: undefined })
        state.authorized = false
        setAccounts([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(
        _event: 'change',
        listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
      ) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(input: { account: WalletAccount; message: Uint8Array }) {
        ask('solana:signMessage', input)
        const signature = await signBytes(signer.keyPair.privateKey, input.message)
        return [{ signedMessage: input.message, signature: new Uint8Array(signature) }]
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(input: { transaction: Uint8Array }) {
        ask('solana:signTransaction', input)
        return [{ signedTransaction: (await sign(input.transaction)).wire }]
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(input: { transaction: Uint8Array; options?: object }) {
        ask('solana:signAndSendTransaction', input)
        const { signed } = await sign(input.transaction)
        if (parameters.rpcUrl) {
          await createSolanaRpc(parameters.rpcUrl)
            .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
            .send()
        }
        const signature = getSignatureFromTransaction(signed)
        return [{ signature: new Uint8Array(getBase58Encoder().encode(signature)) }]
      },
    },
  }
  for (const feature of parameters.without ?? []) delete features[feature]
  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? 'Fake Solana',
    icon: (parameters.icon ?? 'data:image/svg+xml;base64,PHN2Zy8+') as Wallet['icon'],
    chains,
    features: features as Wallet['features'],
    get accounts() {
      return state.accounts
    },
  }
  return {
    wallet,
    account,
    state,
    /** Simulates the visitor switching account or revoking in the wallet. */
    setAccounts,
    /** Registers the wallet with the page's Wallet Standard registry; returns the unregister. */
    register: () => getWallets().register(wallet),
    /** The base58 signature of the i-th signed transaction. */
    signatureOf: (index: number) =>
      getSignatureFromTransaction(
        getTransactionDecoder().decode(state.signed[index] as Uint8Array),
      ),
    base58: (bytes: Uint8Array) => getBase58Decoder().decode(bytes),
  }
}

/** A fake wallet as {@link fakeStandardWallet} returns it. */
export type FakeStandardWallet = ReturnType<typeof fakeStandardWallet>

/** The signer of a base58 64-byte secret key (the format wallets import, the devstack's keys). */
export function signerFromSecretKey(secretKey: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(getBase58Encoder().encode(secretKey))
}

/** A fresh random keypair signer (a recipient no test has used). */
export function randomSigner(): Promise<KeyPairSigner> {
  return generateKeyPairSigner()
}
