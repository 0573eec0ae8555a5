// Bad input at every public action (issue #20): each exported action, called with arbitrary
// parameters on an instance connected through the shipped mock wallet, returns or throws a
// FoyerError (never a JavaScript error, never a Foyer error wrapping one) in bounded time, and
// the instance still works afterwards. The list of actions comes from the entries themselves, so
// a new export is covered without editing this file; what is not an action is excluded by name
// below, with the reason.
import fc from 'fast-check'
import { afterEach, describe, expect, test } from 'vitest'
import { FoyerError } from '../errors/FoyerError.js'
import { causeChain } from '../errors/inspect.js'
import { InvalidParameterError } from '../errors/validation.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { hugeLength } from '../test/properties.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { signMessage } from './signMessage.js'

afterEach(unmountAll)

/** Runs per action: each run is a real call on a connected instance, so fewer than elsewhere. */
const numRuns = Number(process.env.FC_NUM_RUNS_ACTIONS ?? 25)

/** A call that takes longer than this counts as a hang. */
const boundMs = 3_000

/** The entries whose function exports are actions `(foyer, parameters)`. */
const entries = {
  root: () => import('../index.js'),
  embedded: () => import('../embedded/index.js'),
}

/**
 * Function exports that are not actions. Error classes are left out by their prototype, and
 * constants are not functions. Each group below has its own property test where it is pure
 * (format/, validation/, chains/, connectors/, errors/).
 */
const notActions = new Set([
  // Factories and set-up: they take options, not an instance (`createFoyer` checks its
  // options with assertOptions; the others build connectors and adapters for those options).
  'createFoyer',
  'mount',
  'memoryStorage',
  'createConnector',
  'injected',
  'walletConnect',
  'embeddedWallet',
  'evmAdapter',
  'solanaAdapter',
  'bitcoinAdapter',
  // Chains: CAIP parsing and network helpers (chains/chains.property.test.ts).
  'assertCaipAddress',
  'formatCaipAddress',
  'isCaipAddress',
  'parseCaipAddress',
  'formatCaipNetworkId',
  'isCaipNetworkId',
  'parseCaipNetworkId',
  'ensCoinType',
  'isAddressOfNamespace',
  'isNetworkSupported',
  'isChainNamespace',
  'defineNetwork',
  'isNetwork',
  'toNetwork',
  'addressExplorerUrl',
  'resolveAccountType',
  'addEthereumChainParameter',
  // Deep links (connectors/deepLinks.property.test.ts).
  'assertSafeWalletLink',
  'formatWalletLink',
  'isSafeWalletLink',
  'walletLink',
  'walletPlatforms',
  // Error helpers (errors/errors.property.test.ts).
  'providerErrorToAlert',
  'getApiErrorReason',
  'displayMessage',
  'toFoyerError',
  'toNodeError',
  'getRpcErrorCode',
  'toWalletError',
  'unknownRpcCodeMessage',
  'toWalletStandardError',
  'actionNotAllowedText',
  // Formatters (format/format.property.test.ts).
  'describeTransaction',
  'formatAmount',
  'formatQuantity',
  'formatUsd',
  'groupTransactionsByYear',
  'formatUnitsExact',
  'parseAmount',
  'formatFee',
  'sendDeclinedMessage',
  'sendErrorMessage',
  'transactionSign',
  'truncateAddress',
  'describeConnectListItem',
  // Validators: validateX returns per-field results, assertX throws its leaf
  // (validation/validation.property.test.ts, validation/transaction.property.test.ts).
  'encodeContractArguments',
  'toAbiEncodingError',
  'validateContractArguments',
  'assertEmail',
  'validateEmail',
  'assertEmailLoginAllowed',
  'emailLoginWaitSeconds',
  'assertName',
  'assertNameRegistration',
  'isValidName',
  'nameLabel',
  'validateName',
  'assertOptions',
  'validateOptions',
  'assertOtp',
  'isOtpComplete',
  'validateOtp',
  'classifyResponseString',
  'isSignedMessage',
  'isTransactionHash',
  'assertValid',
  'firstError',
  'invalidField',
  'validationResult',
  'assertRpcMethodAllowed',
  'classifyRpcMethod',
  'sendBlockingError',
  'assertSendCalls',
  'validateSendCalls',
  'assertSendForm',
  'validateSendForm',
  'assertSocialProvider',
  'isSocialProvider',
  'validateSocialProvider',
  'assertSolanaSendOptions',
  'validateSolanaSendOptions',
  'assertThemeMode',
  'isThemeMode',
  'validateThemeMode',
  'assertTransactionRequest',
  'validateTransactionRequest',
])

/**
 * Actions that may end the connection when the arbitrary parameters happen to be valid (a
 * disconnect, the adapter or the network taken away): after them a disconnected instance is
 * expected, and the next run gets a new one.
 */
const mayEndConnection = new Set(['disconnect', 'removeAdapter', 'removeNetwork'])

/**
 * Public functions of the embedded entry that take no instance (the sign-in window's helpers:
 * a window, or the parameters of the wait); their first argument is refused under its own name.
 */
const noInstance = new Set(['openSignInPopup', 'waitForSignInResult'])

/**
 * Actions that switch the active namespace when given a valid one (SPEC §2: opening with a
 * namespace switches to it, even one without a connection): the test switches back to eip155
 * before checking that the instance still works.
 */
const changesNamespace = new Set(['openModal'])

type Action = { name: string; call: (...values: unknown[]) => unknown }

async function actionsOf(entry: keyof typeof entries): Promise<Action[]> {
  const module: Record<string, unknown> = await entries[entry]()
  return Object.entries(module)
    .filter(([name, value]) => typeof value === 'function' && !notActions.has(name))
    .filter(([, value]) => !((value as { prototype?: unknown }).prototype instanceof Error))
    .map(([name, value]) => ({ name, call: value as Action['call'] }))
}

/** Values that broke public functions elsewhere: absent, wrong type, NaN, huge, odd objects. */
const hostile = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    null,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1,
    0,
    '',
    'x'.repeat(hugeLength),
    `0x${'f'.repeat(hugeLength)}`,
    [],
    {},
    Object.create(null),
    () => undefined,
    2n ** 300n,
    -1n,
    true,
  ),
  fc.anything({ maxDepth: 2 }),
)

/** Values a real parameter could take, so that some calls get past the first checks. */
const plausible = fc.constantFrom<unknown>(
  'eip155',
  'solana',
  'eip155:1',
  'eip155:31337',
  'test.fake',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x',
  '0x1234',
  'approve',
  'reject',
  'light',
  'push',
  'goBack',
  'Account',
  'Networks',
  'person@example.com',
  '123456',
  'google',
  'hello',
  1n,
  0n,
  1,
  31337,
  { view: 'Account' },
  { id: 'test.fake', name: 'Fake' },
  { section: 'walletConnect' },
)

/** Parameter names the actions read. */
const parameterNames = [
  ...['to', 'value', 'data', 'message', 'network', 'connector', 'connectorId', 'chainId'],
  ...['namespace', 'address', 'email', 'otp', 'name', 'suffix', 'nameSuffix', 'view', 'type'],
  ...['route', 'index', 'tab', 'themeMode', 'decision', 'calls', 'token', 'amount', 'receiver'],
  ...['provider', 'method', 'wallet', 'entry', 'item', 'caipNetworkId', 'permissionsContext'],
  ...['expiry', 'permissions', 'onChange', 'timeoutMs', 'signal', 'popup', 'platform', 'id'],
  ...['variant', 'duration', 'types', 'primaryType', 'domain', 'abi', 'functionName', 'args'],
  ...['sendOptions', 'reuse', 'capabilities', 'forceAtomic', 'window', 'pageUrl', 'now'],
]

const fieldValue = fc.oneof(hostile, plausible, fc.bigInt(), fc.integer(), fc.string())

/** A parameters object: a hostile value, or an object of known names with arbitrary values. */
const parametersArbitrary = fc.oneof(
  { weight: 1, arbitrary: hostile },
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...parameterNames), fieldValue) },
)

/** Mostly the connected instance; sometimes a missing or wrong one. */
const foyerArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.constant('instance' as const) },
  { weight: 1, arbitrary: hostile },
)

const callArbitrary = fc.tuple(foyerArbitrary, parametersArbitrary, fc.option(hostile))

/** Calls every run starts with, whatever the seed: no instance, and no or empty parameters. */
const examples: [[unknown, unknown, unknown]][] = [
  [[undefined, undefined, null]],
  [['instance', undefined, null]],
  [['instance', null, null]],
  [['instance', {}, null]],
  [['instance', 42, null]],
]

/** The JavaScript errors a bad parameter causes when nothing checked it first. */
const jsErrors = [TypeError, RangeError, ReferenceError, SyntaxError]

/** The first JavaScript error in an error's cause chain (itself included), if any. */
function jsErrorIn(error: unknown): Error | undefined {
  for (const inChain of causeChain(error)) {
    if (jsErrors.some((type) => (inChain as object)?.constructor === type)) return inChain as Error
  }
  return undefined
}

async function connectedFoyer(): Promise<Foyer> {
  const { foyer } = testFoyer()
  await connect(foyer, { connector: 'test.fake' })
  return foyer
}

/** Runs the call; resolves with what it returned or threw, or rejects on a hang. */
async function settle(run: () => unknown): Promise<{ threw: boolean; value: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${boundMs} ms`)), boundMs)
  })
  try {
    const value = await Promise.race([Promise.resolve().then(run), hang])
    return { threw: false, value }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('no answer within')) throw error
    return { threw: true, value: error }
  } finally {
    clearTimeout(timer)
  }
}

for (const entry of Object.keys(entries) as (keyof typeof entries)[]) {
  describe(`${entry} entry`, async () => {
    const actions = await actionsOf(entry)

    test('default: the entry has actions to check', () => {
      expect(actions.length).toBeGreaterThan(entry === 'root' ? 50 : 10)
    })

    for (const action of actions) {
      test(`behavior: ${action.name} refuses bad input with a FoyerError and the instance keeps working`, async () => {
        let foyer = await connectedFoyer()
        await fc.assert(
          fc.asyncProperty(callArbitrary, async ([foyerArgument, parameters, extra]) => {
            if (getAccount(foyer).status !== 'connected') foyer = await connectedFoyer()
            const target = foyerArgument === 'instance' ? foyer : foyerArgument
            const { threw, value } = await settle(() => action.call(target, parameters, extra))
            if (threw) {
              if (!(value instanceof FoyerError)) {
                throw new Error(
                  `${action.name} threw ${(value as Error)?.name}, not a FoyerError`,
                  {
                    cause: value,
                  },
                )
              }
              const inside = jsErrorIn(value)
              if (inside) {
                throw new Error(`${action.name} threw ${value.name} wrapping ${inside.name}`, {
                  cause: value,
                })
              }
              if (foyerArgument !== 'instance' && !noInstance.has(action.name)) {
                // A missing or wrong instance is refused before anything else, naming `foyer`.
                expect(value).toBeInstanceOf(InvalidParameterError)
                expect((value as InvalidParameterError).parameter).toBe('foyer')
              }
            }
            if (typeof value === 'function' && action.name.startsWith('watch')) value()
            if (changesNamespace.has(action.name)) foyer.store.set(activeNamespaceAtom, 'eip155')
            // The instance still works: connected (unless the action may end that), and signing.
            if (mayEndConnection.has(action.name) && getAccount(foyer).status !== 'connected') {
              return
            }
            expect(getAccount(foyer).status).toBe('connected')
            await expect(signMessage(foyer, { message: 'still here' })).resolves.toMatch(/^0x/)
          }),
          { numRuns, examples },
        )
      })
    }
  })
}
