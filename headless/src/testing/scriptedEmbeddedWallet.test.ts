// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { connectEmail } from '../actions/connectEmail.js'
import { verifyEmailOtp } from '../actions/verifyEmailOtp.js'
import { FrameReplyError } from '../errors/auth.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { type FrameAnswers, scriptedEmbeddedWallet } from './index.js'

afterEach(unmountAll)

const setup = (wallet: ReturnType<typeof scriptedEmbeddedWallet>) =>
  testFoyer({
    connectors: [wallet.connector],
    services: { frameUrl: 'http://127.0.0.1:8790/' },
  }).foyer

test('behavior: the answers script the frame, and the requests are recorded in order', async () => {
  const wallet = scriptedEmbeddedWallet({
    CONNECT_EMAIL({ email }) {
      return { action: email.startsWith('ada') ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }
    },
  })
  const foyer = setup(wallet)
  await expect(connectEmail(foyer, { email: 'ada@example.com' })).resolves.toEqual({
    action: 'VERIFY_OTP',
  })
  expect(wallet.requests).toContainEqual({
    event: 'CONNECT_EMAIL',
    payload: { email: 'ada@example.com' },
  })
  expect(wallet.events().at(-1)).toBe('CONNECT_EMAIL')
})

test('behavior: a throw is the frame’s error reply; no answer stays pending', async () => {
  const wallet = scriptedEmbeddedWallet({
    CONNECT_EMAIL() {
      throw new Error('Too many attempts')
    },
  })
  const foyer = setup(wallet)
  const error = await connectEmail(foyer, { email: 'ada@example.com' }).catch((caught) => caught)
  expect(error).toBeInstanceOf(FrameReplyError)
  expect(error.message).toContain('Too many attempts')

  const silent = scriptedEmbeddedWallet({})
  const request = connectEmail(setup(silent), { email: 'ada@example.com' })
  const outcome = await Promise.race([
    request.then(() => 'settled'),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
  ])
  expect(outcome).toBe('pending')
  expect(silent.events()).toContain('CONNECT_EMAIL')
})

test('error: bad answers and parameters are named before anything is made', () => {
  const named = (run: () => unknown) => {
    try {
      run()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidParameterError)
      return (error as InvalidParameterError).message
    }
    throw new Error('no error thrown')
  }
  expect(named(() => scriptedEmbeddedWallet(null as never))).toContain('answers')
  expect(named(() => scriptedEmbeddedWallet({ CONNECT_MAIL() {} } as never))).toContain(
    'answers key "CONNECT_MAIL"',
  )
  expect(named(() => scriptedEmbeddedWallet({ GET_USER: 'ada' as never }))).toContain(
    'answers.GET_USER',
  )
  expect(named(() => scriptedEmbeddedWallet({}, { frameUrl: 'frame' }))).toContain(
    'parameters.frameUrl',
  )
})

// The README's example ("The embedded wallet, offline"), as written there.
const readmeUser = {
  email: 'ada@example.com',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 1,
  accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
} as const
const readmeAnswers: FrameAnswers = {
  CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
  CONNECT_OTP: ({ otp }) => {
    if (otp !== '123456') throw new Error('Invalid code')
    return {}
  },
  GET_USER: () => readmeUser,
  IS_CONNECTED: () => ({ isConnected: true }),
  GET_CHAIN_ID: () => ({ chainId: 1 }),
}

test('default: the README’s email sign-in on a scripted frame', async () => {
  const wallet = scriptedEmbeddedWallet(readmeAnswers)
  const foyer = setup(wallet)
  await connectEmail(foyer, { email: 'ada@example.com' })
  await expect(verifyEmailOtp(foyer, { otp: '000000' })).rejects.toThrow('Invalid code')
  const account = await verifyEmailOtp(foyer, { otp: '123456' })
  expect(account.address).toBe(readmeUser.address)
  expect(wallet.events()).toEqual(
    expect.arrayContaining(['CONNECT_EMAIL', 'CONNECT_OTP', 'GET_USER']),
  )
})
