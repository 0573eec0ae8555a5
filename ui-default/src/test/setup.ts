import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom reports Apple's navigator.vendor, so Floating UI would render its focus guards the
// Safari/VoiceOver way (role="button", no name). Chromium, the e2e browser, gets aria-hidden
// spans; report its vendor to match.
Object.defineProperty(window.navigator, 'vendor', { value: 'Google Inc.', configurable: true })

// The modal shell and views are lazy chunks: the first import of one in a test worker waits for
// Vite to transform its modules (vanilla-extract compiles each `.css.ts`). Measured on 2 cores
// with the machine busy: the Account view's first open took over 5 s, and testing-library's wait
// (then 5 s) gave up with the modal's opening frame still waiting for the code (CI failed so in
// FoyerModal.test.tsx). A wait ends as soon as what it waits for shows; this bound only decides
// when a broken flow is reported. Tests use it rather than shorter waits of their own.
configure({ asyncUtilTimeout: 15_000 })

afterEach(cleanup)
