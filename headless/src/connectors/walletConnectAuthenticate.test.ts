import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { SiwxInitializationError } from '../errors/auth.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { FoyerOptions } from '../store/options.js'
import type { SiwxConfig, SiwxSession } from '../store/siwxConfig.js'
import { devnet, testSolana as solana, testFoyer, unmountAll } from '../test/testFoyer.js'
import { walletConnect } from './walletConnect.js'
import { cacaoToSiwxSession } from './walletConnectAuthenticate.js'
import type {
  WalletConnectAuthenticateParameters,
  WalletConnectCacao,
  WalletConnectProvider,
  WalletConnectSession,
} from './walletConnectSession.js'

afterEach(unmountAll)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session: WalletConnectSession = {
  topic: 'session',
  pairingTopic: 'pairing-1',
  namespaces: { eip155: { accounts: [`eip155:31337:${address}`] } },
}
const cacao = (chain: string): WalletConnectCacao => ({
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:${chain}:${address}`,
    domain: 'shop.test',
    aud: 'https://shop.test',
    version: '1',
    nonce: 'n0nce1234',
    iat: '2026-01-01T00:00:00.000Z',
    statement: 'Sign in to Shop',
  },
  s: { t: 'eip191', s: `0x${chain.endsWith('7') ? 'aa' : 'bb'}` },
})
/** What the SDK's formatAuthMessage writes (shortened): header, address, blank, statement, … */
const format = ({ request, iss }: { request: WalletConnectCacao['p']; iss: string }) =>
  [
    `${request.domain} wants you to sign in with your Ethereum account:`,
    iss.split(':')[4],
    '',
    `${request.statement} I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.`,
    '',
    `URI: ${request.aud}`,
    `Nonce: ${request.nonce}`,
  ].join('\n')

/** A UniversalProvider stand-in whose `authenticate` the wallet approves or rejects. */
function fakeProvider(behavior: 'approve' | 'reject' | 'noCacao' = 'approve') {
  const provider = {
    session: undefined as WalletConnectSession | undefined,
    authenticated: [] as WalletConnectAuthenticateParameters[],
    connected: 0,
    disconnected: 0,
    endedPairings: [] as string[],
    async connect() {
      provider.connected++
      provider.session = session
    },
    async authenticate(parameters: WalletConnectAuthenticateParameters) {
      provider.authenticated.push(parameters)
      for (const listener of provider.uriListeners) listener('wc:pairing-1@2?relay-protocol=irn')
      // The SDK rejects a declined sign-in with the reason's message, a string.
      if (behavior === 'reject') throw 'User rejected.'
      provider.session = session
      return behavior === 'noCacao' ? { session } : { session, auths: parameters.chains.map(cacao) }
    },
    async disconnect() {
      provider.disconnected++
      provider.session = undefined
    },
    client: {
      core: {
        pairing: {
          async disconnect({ topic }: { topic: string }) {
            provider.endedPairings.push(topic)
          },
        },
      },
      formatAuthMessage: format,
    },
    async request() {
      return null
    },
    uriListeners: new Set<(uri: string) => void>(),
    on(event: string, listener: (...values: never[]) => void) {
      if (event === 'display_uri') provider.uriListeners.add(listener as (uri: string) => void)
    },
    removeListener(_event: string, listener: (...values: never[]) => void) {
      provider.uriListeners.delete(listener as (uri: string) => void)
    },
  } satisfies WalletConnectProvider & Record<string, unknown>
  return provider
}

function siwxConfig(overrides: Partial<SiwxConfig> = {}) {
  const sessions: SiwxSession[][] = []
  const config: SiwxConfig = {
    createMessage: vi.fn(async (input) => ({
      ...input,
      domain: 'shop.test',
      uri: 'https://shop.test',
      version: '1',
      nonce: 'n0nce1234',
      statement: 'Sign in to Shop',
      expirationTime: '2030-01-01T00:00:00.000Z',
      toString: () => 'message',
    })),
    addSession: vi.fn(async () => {}),
    revokeSession: vi.fn(async () => {}),
    setSessions: vi.fn(async (value: SiwxSession[]) => void sessions.push(value)),
    getSessions: vi.fn(async () => []),
    ...overrides,
  }
  return { config, sessions }
}

function setUp(
  provider: ReturnType<typeof fakeProvider>,
  siwx?: SiwxConfig,
  networks: FoyerOptions['networks'] = [devnet],
) {
  return testFoyer({
    networks,
    wallet: undefined,
    connectors: [walletConnect({ createProvider: async () => provider })],
    services: { relayUrl: 'ws://127.0.0.1:9' },
    ...(siwx ? { siwx } : {}),
    mounted: false,
  }).foyer
}

describe('one-click sign-in (authenticate)', () => {
  test('default: the pairing signs in; the sessions are set once, in bulk', async () => {
    const provider = fakeProvider()
    const { config, sessions } = siwxConfig()
    const foyer = setUp(provider, config)
    await connect(foyer, { connector: 'walletConnect' })

    expect(provider.connected).toBe(0)
    expect(config.createMessage).toHaveBeenCalledWith({
      chainId: 'eip155:31337',
      accountAddress: '0x0000000000000000000000000000000000000000',
    })
    const [asked] = provider.authenticated
    expect(asked).toMatchObject({
      chains: ['eip155:31337'],
      domain: 'shop.test',
      uri: 'https://shop.test',
      nonce: 'n0nce1234',
      statement: 'Sign in to Shop',
      exp: '2030-01-01T00:00:00.000Z',
    })
    expect(asked?.methods).toContain('personal_sign')
    expect(asked?.optionalNamespaces.eip155?.rpcMap['31337']).toBeDefined()
    expect(config.setSessions).toHaveBeenCalledTimes(1)
    expect(sessions[0]).toHaveLength(1)
    expect(sessions[0]?.[0]).toMatchObject({
      signature: '0xaa',
      data: { chainId: 'eip155:31337', accountAddress: address, nonce: 'n0nce1234' },
    })
  })

  test('behavior: a wallet without one-click answers the plain proposal: no session set', async () => {
    const provider = fakeProvider('noCacao')
    const { config } = siwxConfig()
    await connect(setUp(provider, config), { connector: 'walletConnect' })
    expect(provider.authenticated).toHaveLength(1)
    expect(config.setSessions).not.toHaveBeenCalled()
  })

  test('behavior: not when a namespace is not eip155, nor without sign-in', async () => {
    const multi = fakeProvider()
    const { config } = siwxConfig()
    await connect(setUp(multi, config, [devnet, solana]), { connector: 'walletConnect' })
    expect(multi.authenticated).toHaveLength(0)
    expect(multi.connected).toBe(1)

    const plain = fakeProvider()
    await connect(setUp(plain), { connector: 'walletConnect' })
    expect(plain.authenticated).toHaveLength(0)
    expect(plain.connected).toBe(1)
  })

  test('error: the wallet declines: a user rejection, nothing set', async () => {
    const provider = fakeProvider('reject')
    const { config } = siwxConfig()
    await expect(
      connect(setUp(provider, config), { connector: 'walletConnect' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(config.setSessions).not.toHaveBeenCalled()
    expect(provider.session).toBeUndefined()
    // The pairing the request went over is ended too.
    expect(provider.endedPairings).toEqual(['pairing-1'])
  })

  test('error: the host refuses the sessions: the provider disconnects', async () => {
    const provider = fakeProvider()
    const { config } = siwxConfig({
      setSessions: vi.fn(async () => {
        throw new Error('backend said no')
      }),
    })
    const error = await connect(setUp(provider, config), { connector: 'walletConnect' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(SiwxInitializationError)
    expect((error as Error).message).toContain(
      'A problem occurred while trying initialize authentication',
    )
    expect(provider.disconnected).toBe(1)
    expect(provider.endedPairings).toEqual(['pairing-1'])
  })

  test('error: createMessage fails: no pairing is made', async () => {
    const provider = fakeProvider()
    const { config } = siwxConfig({
      createMessage: vi.fn(async () => {
        throw new Error('no nonce')
      }),
    })
    await expect(
      connect(setUp(provider, config), { connector: 'walletConnect' }),
    ).rejects.toBeInstanceOf(SiwxInitializationError)
    expect(provider.authenticated).toHaveLength(0)
  })
})

describe('cacaoToSiwxSession', () => {
  test('default: the message text as signed, the statement as the text writes it', () => {
    const result = cacaoToSiwxSession(cacao('eip155:31338'), format)
    expect(result.message).toBe(
      format({ request: cacao('eip155:31338').p, iss: cacao('eip155:31338').p.iss }),
    )
    expect(result.data).toEqual({
      chainId: 'eip155:31338',
      accountAddress: address,
      nonce: 'n0nce1234',
      domain: 'shop.test',
      uri: 'https://shop.test',
      version: '1',
      issuedAt: '2026-01-01T00:00:00.000Z',
      statement:
        "Sign in to Shop I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.",
    })
    expect(result.signature).toBe('0xbb')
    expect(result.cacao).toEqual(cacao('eip155:31338'))
  })
})
