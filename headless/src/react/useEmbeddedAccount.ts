import { useMemo } from 'react'
import type { FrameAccountType, FrameUser } from '../connectors/embedded/protocol.js'
import { isEmbeddedAccountAtom, smartAccountEnabledAtom } from '../store/embeddedSignInAtoms.js'
import {
  type AccountTypeSwitchState,
  accountTypeSwitchAtom,
  embeddedSignInMethodAtom,
  embeddedUserAtom,
} from '../store/embeddedWalletAtoms.js'
import type { SocialOption } from '../validation/featureOptions.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseEmbeddedAccountReturnType = {
  /** Whether the connected account is the embedded wallet's. */
  isEmbedded: boolean
  email: string | undefined
  /** The social or Farcaster user name. */
  userName: string | undefined
  /** How the visitor signed in, when not by email (SPEC §3 `socialProvider`). */
  socialProvider: SocialOption | 'passkey' | undefined
  preferredAccountType: FrameAccountType | undefined
  /** The type a switch would connect: the EOA from the smart account, and back. */
  otherAccountType: FrameAccountType | undefined
  /** Both accounts of the user: the smart account and the EOA that owns it. */
  accounts: FrameUser['accounts']
  smartAccountDeployed: boolean
  /** Whether the active network supports smart accounts. */
  smartAccountEnabled: boolean
  /** A change of account type in progress, or how the last one failed. */
  switchState: AccountTypeSwitchState
  /** Whether a change of account type is in progress (`switchState.status` 'switching'). */
  isSwitching: boolean
  /** Connects the account of the other type. */
  setPreferredAccountType(type: FrameAccountType): Promise<void>
}

const otherAccountTypes = {
  smartAccount: 'eoa',
  eoa: 'smartAccount',
  none: undefined,
} as const satisfies Record<FrameAccountType | 'none', FrameAccountType | undefined>

/** The embedded wallet's signed-in user and its account type (SPEC §3). */
export function useEmbeddedAccount(): UseEmbeddedAccountReturnType {
  const foyer = useFoyer()
  const isEmbedded = useFoyerValue(isEmbeddedAccountAtom)
  const user = useFoyerValue(embeddedUserAtom)
  const socialProvider = useFoyerValue(embeddedSignInMethodAtom)
  const smartAccountEnabled = useFoyerValue(smartAccountEnabledAtom)
  const switchState = useFoyerValue(accountTypeSwitchAtom)
  const setPreferredAccountType = useMemo(
    () => async (type: FrameAccountType) => {
      const { setPreferredAccountType: run } = await import('../actions/setPreferredAccountType.js')
      await run(foyer, { type })
    },
    [foyer],
  )
  const signedIn = isEmbedded ? user : undefined
  return {
    isEmbedded,
    email: signedIn?.email,
    userName: signedIn?.userName,
    socialProvider: isEmbedded ? socialProvider : undefined,
    preferredAccountType: signedIn?.preferredAccountType,
    otherAccountType: otherAccountTypes[signedIn?.preferredAccountType ?? 'none'],
    accounts: signedIn?.accounts ?? [],
    smartAccountDeployed: signedIn?.smartAccountDeployed ?? false,
    smartAccountEnabled,
    switchState,
    isSwitching: switchState.status === 'switching',
    setPreferredAccountType,
  }
}
