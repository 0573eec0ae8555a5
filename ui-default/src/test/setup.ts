import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom reports Apple's navigator.vendor, so Floating UI would render its focus guards the
// Safari/VoiceOver way (role="button", no name). Chromium, the e2e browser, gets aria-hidden
// spans; report its vendor to match.
Object.defineProperty(window.navigator, 'vendor', { value: 'Google Inc.', configurable: true })

// The modal shell and views are lazy chunks: the first import in a cold test worker (Vite
// transforming Floating UI) can take over testing-library's default 1 s.
configure({ asyncUtilTimeout: 5_000 })

afterEach(cleanup)
