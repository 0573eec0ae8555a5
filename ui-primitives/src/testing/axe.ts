import axe from 'axe-core'

/**
 * Runs axe-core on `node` (the whole document by default) and returns its violations, each as
 * `rule: selectors` so a failing assertion reads well. Two rules are off: `color-contrast`
 * (jsdom has no layout or paint, and these parts carry no colours) and `region` (a page-level
 * rule asking that all content sit in landmarks; a part tested alone is not a page).
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((result) => result.target.join(' ')).join(', ')}`,
  )
}
