import type { SocialOption } from '@foyer/headless'
import { useModal, useSocialLogin } from '@foyer/headless/react'

/**
 * What a click on a sign-in method does: Farcaster opens ConnectingFarcaster (its view asks for
 * the sign-in URL); a social provider or a passkey starts at once — `connectSocial` /
 * `connectPasskey` open the sign-in window before anything async, so this must run inside the
 * click handler — then ConnectingSocial shows the attempt, and the modal closes once connected.
 * A refused or failed attempt stays on ConnectingSocial, which says why.
 */
export function useStartSignIn(): (method: SocialOption | 'passkey') => void {
  const { connectSocial, connectPasskey } = useSocialLogin()
  const { router, close } = useModal()
  return (method) => {
    if (method === 'farcaster') {
      router.push('ConnectingFarcaster')
      return
    }
    let attempt: Promise<unknown>
    try {
      attempt = method === 'passkey' ? connectPasskey() : connectSocial(method)
    } catch (error) {
      // A window the browser refused may throw at once; the flow's state then says so.
      attempt = Promise.reject(error)
    }
    router.push('ConnectingSocial')
    attempt.then(close, () => {})
  }
}
