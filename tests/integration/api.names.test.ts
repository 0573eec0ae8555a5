// Names and identity through `@foyer/headless/api`, against the devstack's real routes
// (devstack/src/routes/names.ts): a name registered with a real signature of a fresh account,
// then looked up, reverse-looked-up, suggested as taken and shown as the address's identity.
import { DEVSTACK_CHAIN_A_ID } from '@foyer/devstack/config'
import { HttpStatusError, UnsupportedChainError } from '@foyer/headless'
import {
  getIdentity,
  getNameSuggestions,
  lookupName,
  nameRegistrationMessage,
  registerName,
  reverseLookupNames,
} from '@foyer/headless/api'
import { describe, expect, test } from 'vitest'
import { blockchainApi, CHAIN_A, freshAccount } from './apiHelpers.js'

/** ENSIP-11 coin type of chain A, written out rather than taken from Foyer. */
const COIN_TYPE = 0x80000000 + DEVSTACK_CHAIN_A_ID
const ZONE = 'reown.id'
const uniqueLabel = () =>
  `foyer-it-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

type Account = ReturnType<typeof freshAccount>

/** Registers `name` for `owner` the way the product does: it signs the registration message. */
async function register(name: string, owner: Account, signer: Account = owner) {
  const message = nameRegistrationMessage(name)
  return registerName(blockchainApi(), {
    caipNetworkId: CHAIN_A,
    chainId: DEVSTACK_CHAIN_A_ID,
    address: owner.address,
    message,
    signature: await signer.signMessage({ message }),
  })
}

const statusOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(HttpStatusError)
  return (error as HttpStatusError).status
}

describe('names: registerName, lookupName, reverseLookupNames, getNameSuggestions, getIdentity', () => {
  const api = blockchainApi()
  const owner = freshAccount()
  const label = uniqueLabel()
  const name = `${label}.${ZONE}`

  test('behavior: a new address has no name', async () => {
    expect(await getIdentity(api, { address: owner.address, caipNetworkId: CHAIN_A })).toEqual({
      name: null,
      avatar: null,
    })
    expect(
      await reverseLookupNames(api, { address: owner.address, caipNetworkId: CHAIN_A }),
    ).toEqual([])
    expect(await statusOf(lookupName(api, { name, caipNetworkId: CHAIN_A }))).toBe(404)
  })

  test('behavior: a signed registration is stored under the chain’s coin type', async () => {
    const before = Math.floor(Date.now() / 1000)
    const record = await register(name, owner)
    expect(record).toEqual(
      expect.objectContaining({
        name,
        addresses: { [String(COIN_TYPE)]: expect.objectContaining({ address: owner.address }) },
        attributes: {},
      }),
    )
    expect(record.registered).toBeGreaterThanOrEqual(before)
  })

  test('behavior: the registered name is looked up, both ways', async () => {
    const record = await lookupName(api, { name, caipNetworkId: CHAIN_A })
    expect(record?.name).toBe(name)
    expect(record?.addresses[String(COIN_TYPE)]?.address).toBe(owner.address)
    // Names are case-insensitive.
    expect(
      (await lookupName(api, { name: name.toUpperCase(), caipNetworkId: CHAIN_A }))?.name,
    ).toBe(name)

    const names = await reverseLookupNames(api, {
      address: owner.address,
      caipNetworkId: CHAIN_A,
      sender: owner.address,
    })
    expect(names.map((entry) => entry.name)).toEqual([name])
    // The lower-case address is the same account.
    const lower = await reverseLookupNames(api, {
      address: owner.address.toLowerCase(),
      caipNetworkId: CHAIN_A,
    })
    expect(lower.map((entry) => entry.name)).toEqual([name])
  })

  test('behavior: the name is the address’s identity', async () => {
    expect(
      await getIdentity(api, {
        address: owner.address,
        caipNetworkId: CHAIN_A,
        sender: owner.address,
      }),
    ).toEqual({ name, avatar: null })
  })

  test('behavior: suggestions mark the registered name as taken', async () => {
    const suggestions = await getNameSuggestions(api, { name: label, caipNetworkId: CHAIN_A })
    expect(suggestions).toContainEqual({ name, registered: true })
    const others = suggestions.filter((suggestion) => suggestion.name !== name)
    expect(others.length).toBeGreaterThan(0)
    for (const suggestion of others) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(new RegExp(`^[a-z0-9-]{4,}\\.${ZONE.replace('.', '\\.')}$`))
      expect(suggestion.name).toContain(label)
    }
  })

  test('error: a name is refused when taken, badly signed or too short', async () => {
    // Taken by someone else, though properly signed by the newcomer.
    const newcomer = freshAccount()
    expect(await statusOf(register(name, newcomer))).toBe(409)
    // Signed by another key than the address it names.
    expect(await statusOf(register(`${uniqueLabel()}.${ZONE}`, owner, newcomer))).toBe(401)
    // Fewer than 4 characters before the zone.
    expect(await statusOf(register(`abc.${ZONE}`, newcomer))).toBe(400)
    // None of them got registered, and the name still belongs to its owner.
    expect(
      await reverseLookupNames(api, { address: newcomer.address, caipNetworkId: CHAIN_A }),
    ).toEqual([])
    const record = await lookupName(api, { name, caipNetworkId: CHAIN_A })
    expect(record?.addresses[String(COIN_TYPE)]?.address).toBe(owner.address)
  })

  test('error: registration on a network the API does not serve', async () => {
    const message = nameRegistrationMessage(`${uniqueLabel()}.${ZONE}`)
    await expect(
      registerName(api, {
        caipNetworkId: 'eip155:1',
        chainId: 1,
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
    expect(await getIdentity(api, { address: owner.address, caipNetworkId: 'eip155:1' })).toEqual({
      name: null,
      avatar: null,
    })
  })
})
