// Vitest setup file (headless, ui-default, wagmi): loads, before a file's tests run, the modules
// that start-up loads with import() without anyone awaiting them (issue #19): the watchers that
// wait for the visitor's intent, the restore of a stored session and the wallet calls it makes,
// and the analytics events. A test that mounts and ends at once would otherwise leave such an
// import() loading modules past the end of its file, after Vitest tore the file's environment
// down (EnvironmentTeardownError, reported against whichever file runs next). No test file
// mocks any module these import.
import '../actions/reconnect.js'
import '../connectors/injectedMethods.js'
import '../watchers/analyticsSender.js'
import '../watchers/watchAfterIntent.js'
