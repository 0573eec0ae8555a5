// The headless actions the leak test (tests/e2e/leaks.spec.ts) drives the demo's instance with,
// loaded on demand by `exposeForTests`: nothing here is on the page's initial load path.
export { connect, disconnect, getAccount, getConnectors } from '@foyer/headless'
export { connectEmail, verifyEmailOtp } from '@foyer/headless/embedded'
