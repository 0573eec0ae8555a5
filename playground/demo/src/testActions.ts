// The headless actions the leak test (tests/e2e/leaks.spec.ts) drives the demo's instance with,
// loaded on demand by `exposeForTests`: nothing here is on the page's initial load path.
export {
  connect,
  connectEmail,
  disconnect,
  getAccount,
  getConnectors,
  verifyEmailOtp,
} from '@foyer/headless'
