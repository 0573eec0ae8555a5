import axe from 'axe-core'

/**
 * axe-core violations on the document, as `rule: selectors`. `color-contrast` is off (jsdom
 * cannot paint; the e2e suite checks the real page) and so is `region` (a component tested
 * alone is not a page with landmarks).
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
