import { describe, expect, test } from 'vitest'
import { InvalidAppConfigurationError, ProjectIdNotConfiguredError } from '../errors/alerts.js'
import { checkAppConfiguration, isOriginAllowed } from './checkAppConfiguration.js'

describe('isOriginAllowed', () => {
  test('behavior: exact and wildcard matches', () => {
    expect(isOriginAllowed('https://app.example', ['https://app.example/'])).toBe(true)
    expect(isOriginAllowed('https://preview-1.example.dev', ['https://*.example.dev'])).toBe(true)
    expect(
      isOriginAllowed('https://evil.test', ['https://app.example', 'https://*.example.dev']),
    ).toBe(false)
    expect(isOriginAllowed('https://a.b.example.dev/x', ['https://*.example.dev'])).toBe(false)
  })
})

describe('checkAppConfiguration', () => {
  const base = {
    projectId: 'p',
    authEnabled: true,
    allowedOrigins: ['https://app.example'],
    origin: 'https://app.example',
  }
  test('default: a configured project on an allowed origin raises nothing', () => {
    expect(checkAppConfiguration(base)).toEqual([])
  })
  test('behavior: a missing project id shows the project-not-configured alert', () => {
    const alerts = checkAppConfiguration({ ...base, projectId: '' })
    expect(alerts.map((alert) => alert.constructor)).toEqual([ProjectIdNotConfiguredError])
  })
  test('behavior: with email or social on, an origin off the allowlist shows invalid app configuration', () => {
    const alerts = checkAppConfiguration({ ...base, origin: 'https://evil.test' })
    expect(alerts[0]).toBeInstanceOf(InvalidAppConfigurationError)
    expect(
      checkAppConfiguration({ ...base, origin: 'https://evil.test', authEnabled: false }),
    ).toEqual([])
  })
  test('behavior: no allowlist (no provider, or the fetch failed) raises no origin alert', () => {
    expect(
      checkAppConfiguration({ ...base, origin: 'https://x.test', allowedOrigins: [] }),
    ).toEqual([])
    expect(
      checkAppConfiguration({ ...base, origin: 'https://x.test', allowedOrigins: undefined }),
    ).toEqual([])
  })
})
