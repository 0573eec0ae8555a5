// The headless actions the leak test (tests/e2e/leaks.spec.ts) drives the demo's instance with,
// loaded on demand by `exposeForTests`: nothing here is on the page's initial load path.
export { connect, disconnect, getAccount, getConnectors, signalIntent } from '@foyer/headless'
export { connectEmail, verifyEmailOtp } from '@foyer/headless/embedded'
// The modal's code, all of it, fetched before a measurement so no lazy load lands inside it.
export { preloadModal } from '@foyer/ui-default'
