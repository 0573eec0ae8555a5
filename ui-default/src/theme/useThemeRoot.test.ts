import { describe, expect, test } from 'vitest'
import { themeVariablesRule } from './useThemeRoot.js'

describe('themeVariablesRule', () => {
  test('behavior: the known tokens, weightless, for the roots of one mark', () => {
    expect(themeVariablesRule(':r1:', { accent: '#7b61ff', radiusModal: '12px' })).toBe(
      ':where([data-foyer-theme=":r1:"]) { --foyer-accent: #7b61ff; --foyer-radiusModal: 12px; }',
    )
  })

  test('behavior: unknown tokens and values that could close the rule are left out', () => {
    expect(
      themeVariablesRule('a', {
        notAToken: 'red',
        accent: 'red; } body { display: none',
        danger: '</style>',
      }),
    ).toBeUndefined()
  })

  test('behavior: a mark with a quote or backslash stays inside its selector', () => {
    expect(themeVariablesRule('a"\\b', { accent: 'red' })).toBe(
      ':where([data-foyer-theme="a\\"\\\\b"]) { --foyer-accent: red; }',
    )
  })
})
