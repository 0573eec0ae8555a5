import { useMemo } from 'react'
import {
  type ConnectMethodEntry,
  listConnectMethods,
  shouldCollapseWallets,
} from '../rules/connectMethods.js'
import { featuresAtom } from '../store/atoms.js'
import { emailLoginAvailableAtom, socialsAtom } from '../store/embeddedSignInAtoms.js'
import { useConnectWallets } from './useConnectWallets.js'
import { useFoyerValue } from './useFoyerValue.js'
import { useSignalIntent } from './useSignalIntent.js'

export type UseConnectMethodsReturnType = {
  /**
   * Email, social and wallet in the Connect view's order (SPEC §2, SPEC-NOTES): the host's
   * `connectMethodsOrder`, else wallet first when an installed wallet is shown, else email,
   * social, wallet; a method the host's order leaves out still comes, last. `available` says
   * whether the method is offered (email and socials need the embedded wallet; wallets always).
   */
  methods: readonly ConnectMethodEntry[]
  /**
   * Whether the wallet section is one "Continue with a wallet" entry (opening AllWallets, where
   * installed wallets come first) instead of the list: `collapseWallets` on or
   * `emailShowWallets` off, while email or social login is offered (SPEC §3, SPEC-NOTES).
   */
  walletsCollapsed: boolean
}

/** The Connect view's sections, in order, each with whether it is offered. */
export function useConnectMethods(): UseConnectMethodsReturnType {
  useSignalIntent()
  const { connectMethodsOrder, collapseWallets, emailShowWallets } = useFoyerValue(featuresAtom)
  const { hasInstalledWallet: hasInjectedWallet } = useConnectWallets()
  const email = useFoyerValue(emailLoginAvailableAtom)
  const socials = useFoyerValue(socialsAtom)
  const methods = useMemo(
    () =>
      listConnectMethods({
        configured: connectMethodsOrder,
        hasInjectedWallet,
        available: { email, social: socials.length > 0, wallet: true },
      }),
    [connectMethodsOrder, hasInjectedWallet, email, socials],
  )
  const walletsCollapsed = shouldCollapseWallets({
    collapseWallets,
    emailShowWallets,
    email,
    socials,
  })
  return { methods, walletsCollapsed }
}
