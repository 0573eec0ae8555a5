// @foyer/headless/testing: the scriptable mock wallet, for hosts' tests and Foyer's own.
export {
  type MockBehavior,
  type MockConnector,
  type MockParameters,
  type MockTransaction,
  mock,
} from '../connectors/mock.js'
