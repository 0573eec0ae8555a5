import { afterEach, describe, expect, test, vi } from 'vitest'
import { balanceQueryOptions } from '../query/balanceQueryOptions.js'
import { accountNetworkAtom, modalAtom, routeAtom } from '../store/atoms.js'
import type { SiwxConfig } from '../store/siwxConfig.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { openModal } from './openModal.js'
import { requestCloseModal } from './requestCloseModal.js'

afterEach(unmountAll)

describe('a wallet that switches itself to a chain the host does not list', () => {
  test('behavior: the account reads that chain, with no network and no balance of the old one', async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    expect(getAccount(foyer).network?.id).toBe(31337)
    wallet.setChainId(5)
    const account = getAccount(foyer)
    expect(account).toMatchObject({
      status: 'connected',
      chainId: 5,
      caipAddress: 'eip155:5:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      network: null,
      isUnsupportedChain: true,
    })
    const network = foyer.store.get(accountNetworkAtom)
    expect(balanceQueryOptions(foyer, { network, address: account.address }).enabled).toBe(false)
    // Back on a listed chain, everything follows again.
    wallet.setChainId(1)
    expect(getAccount(foyer)).toMatchObject({ network: { id: 1 }, isUnsupportedChain: false })
  })
})

describe('safe close with sign-in required', () => {
  test('behavior: a connected visitor with no session cannot close when the host requires sign-in', async () => {
    const siwx: SiwxConfig = {
      createMessage: async () => ({}) as never,
      addSession: async () => {},
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
      getRequired: () => true,
    }
    const { foyer } = testFoyer({ siwx })
    await connect(foyer, { connector: 'test.fake' })
    // The sign-in flow (loaded on demand) opens SIWXSignMessage.
    await vi.waitFor(() => expect(foyer.store.get(routeAtom).view).toBe('SIWXSignMessage'))
    openModal(foyer)
    requestCloseModal(foyer)
    // SPEC §4, SPEC-NOTES "Modal": it shakes instead (actions/siwx.test.ts has the whole flow).
    expect(foyer.store.get(modalAtom).status).toBe('open')
  })
})
