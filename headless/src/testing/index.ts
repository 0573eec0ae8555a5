// @foyer/headless/testing: the scriptable mock wallet and the embedded wallet on a scripted frame,
// for hosts' tests and Foyer's own.
export {
  type MockBehavior,
  type MockConnector,
  type MockParameters,
  type MockTransaction,
  mock,
} from '../connectors/mock.js'
export {
  type FrameAnswers,
  type ScriptedEmbeddedWallet,
  type ScriptedEmbeddedWalletParameters,
  scriptedEmbeddedWallet,
} from './scriptedEmbeddedWallet.js'
