// The dependency arrows of ../shared/ARCHITECTURE.md, checked in the test command.
// Paths are relative to the folder depcruise runs in (the repo root, or a test fixture).

/** headless's folders, from pure to React: each may import only the ones listed for it. */
const layers = {
  constants: [],
  errors: ['constants'],
  format: ['constants'],
  chains: ['errors', 'constants'],
  validation: ['errors', 'chains', 'constants'],
  machines: ['errors', 'validation', 'chains', 'constants'],
  api: ['errors', 'chains', 'validation', 'constants'],
  connectors: ['errors', 'chains', 'api', 'constants'],
  adapters: ['errors', 'chains', 'connectors', 'constants'],
  store: [
    'errors',
    'chains',
    'validation',
    'machines',
    'api',
    'connectors',
    'adapters',
    'format',
    'constants',
  ],
  query: ['errors', 'chains', 'api', 'store', 'adapters', 'constants'],
}

const layerRules = Object.entries(layers).map(([layer, allowed]) => {
  const permitted = [layer, ...allowed, 'test'].join('|')
  return {
    name: `headless-${layer}-layer`,
    comment: `headless/src/${layer} may import only: ${allowed.join(', ') || 'nothing'} (ARCHITECTURE.md)`,
    severity: 'error',
    from: { path: `^headless/src/${layer}(/|\\.ts$)` },
    to: {
      path: '^headless/src/',
      pathNot: `^headless/src/(${permitted})(/|\\.ts$)`,
    },
  }
})

module.exports = {
  forbidden: [
    {
      name: 'headless-not-to-ui',
      comment: 'headless renders nothing: it never imports ui-primitives or ui-default',
      severity: 'error',
      from: { path: '^headless/' },
      to: { path: '(^ui-(primitives|default)/|@foyer/ui-)' },
    },
    {
      name: 'primitives-not-to-headless',
      comment: 'ui-primitives know nothing of wallets: they never import headless or ui-default',
      severity: 'error',
      from: { path: '^ui-primitives/' },
      to: { path: '(^headless/|^ui-default/|@foyer/(headless|ui-default))' },
    },
    {
      name: 'devstack-not-to-ui',
      comment: "the devstack serves any UI, a host's own too: it never imports ui-*",
      severity: 'error',
      from: { path: '^devstack/' },
      to: { path: '(^ui-(primitives|default)/|@foyer/ui-)' },
    },
    {
      name: 'libraries-not-to-apps',
      comment: 'the libraries never import the playground or the tests',
      severity: 'error',
      from: { path: '^(headless|ui-primitives|ui-default|devstack)/' },
      to: { path: '^(playground|tests)/' },
    },
    {
      name: 'headless-react-only-in-react',
      comment: 'nothing in headless imports React outside headless/src/react',
      severity: 'error',
      from: { path: '^headless/src/', pathNot: '^headless/src/(react/|test/|.*\\.test\\.tsx?$)' },
      to: {
        path: '(^|/)node_modules/(react|react-dom|@tanstack/react-query|jotai/(esm/)?react)(/|.|$)|^(react|react-dom)$',
      },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/|\\.test\\.tsx?$|\\.test-d\\.ts$|(^|/)src/test/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@foyer/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
}
