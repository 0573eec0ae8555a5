// @foyer/headless/embedded: the embedded wallet's sign-in actions (email with its device step,
// social and passkey through a window, Farcaster, the Telegram redirect), the email change and
// the account type. A host adds the wallet with `embeddedWallet()` from the root entry; these
// live apart so that a host that never uses them does not load them with its first page (a
// bundler that splits code may put a module re-exported by an entry the page imports in that
// entry's chunk, even when only a lazily loaded view calls it).
export {
  type CompleteSocialRedirectErrorType,
  type CompleteSocialRedirectReturnType,
  completeSocialRedirect,
} from '../actions/completeSocialRedirect.js'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../actions/connectEmail.js'
export {
  type ConnectFarcasterErrorType,
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from '../actions/connectFarcaster.js'
export {
  type ConnectPasskeyErrorType,
  type ConnectPasskeyParameters,
  type ConnectPasskeyReturnType,
  connectPasskey,
} from '../actions/connectPasskey.js'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from '../actions/connectSocial.js'
export {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType.js'
export {
  type StartSocialSignInErrorType,
  type StartSocialSignInParameters,
  type StartSocialSignInReturnType,
  startSocialSignIn,
} from '../actions/startSocialSignIn.js'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../actions/updateEmail.js'
export {
  type VerifyEmailDeviceErrorType,
  type VerifyEmailDeviceReturnType,
  verifyEmailDevice,
} from '../actions/verifyEmailDevice.js'
export {
  type VerifyEmailOtpErrorType,
  type VerifyEmailOtpParameters,
  type VerifyEmailOtpReturnType,
  verifyEmailOtp,
} from '../actions/verifyEmailOtp.js'
export {
  type VerifyUpdateEmailOtpErrorType,
  type VerifyUpdateEmailOtpParameters,
  type VerifyUpdateEmailOtpReturnType,
  verifyUpdateEmailOtp,
} from '../actions/verifyUpdateEmailOtp.js'
export { openSignInPopup } from '../connectors/embedded/openSignInPopup.js'
export {
  type SignInResultType,
  type WaitForSignInResultParameters,
  waitForSignInResult,
} from '../connectors/embedded/signInPopup.js'
