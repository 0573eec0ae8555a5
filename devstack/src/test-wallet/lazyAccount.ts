import type { Address, Hex, LocalAccount, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount, toAccount } from 'viem/accounts'

/**
 * The account of `privateKey`, known by its `address` until it first signs. Deriving it up front
 * builds secp256k1's precomputed tables, about 0.4 s of every page's start in Chromium (profiled
 * in the end-to-end suite), although most visits only connect; the tables are built on the first
 * signature instead. `address` must be the key's: the tests compare them.
 */
export function lazyPrivateKeyAccount(address: Address, privateKey: Hex): LocalAccount {
  let account: PrivateKeyAccount | undefined
  const key = () => {
    account ??= privateKeyToAccount(privateKey)
    return account
  }
  return {
    ...toAccount({
      address,
      sign: (parameters) => key().sign(parameters),
      signAuthorization: (parameters) => key().signAuthorization(parameters),
      signMessage: (parameters) => key().signMessage(parameters),
      signTransaction: (transaction, options) => key().signTransaction(transaction, options),
      signTypedData: (parameters) => key().signTypedData(parameters),
    }),
    get publicKey() {
      return key().publicKey
    },
  }
}
