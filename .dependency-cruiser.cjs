// The dependency arrows of ARCHITECTURE.md, checked in the test command.
// Paths are relative to the folder depcruise runs in (the repo root, or a test fixture).

/**
 * headless's folders, from pure to React, in the order of ARCHITECTURE.md's layer table, with
 * what each may import at run time (the table's "may import" column). On top of the column:
 * every layer may use `errors` (every thrown error is a leaf), `constants/` (the spec's
 * numbers) and `utils` (lazyOnce, createEmitter: helpers that import nothing); and a type-only
 * import may reach any layer above in the list, since types carry no code. `rules` (pure
 * product rules that never touch atoms) sits just above `store`, so it may name the types of
 * api, connectors and adapters but run only errors, format, chains, validation and machines.
 * `testing` and `internal` and `embedded` are entry folders. `siwx` (sign-in messages and their
 * verification, the `@foyer/headless/siwx` entry a host's server imports) is a layer and an
 * entry at once: pure code on errors, chains and validation, with viem and @solana/kit.
 */
const order = [
  'utils',
  'errors',
  'constants',
  'format',
  'chains',
  'validation',
  'siwx',
  'machines',
  'api',
  'connectors',
  'adapters',
  'rules',
  'store',
  'actions',
  'watchers',
  'query',
  'react',
]
const everywhere = ['utils', 'errors', 'constants']
const above = (layer) => order.slice(0, order.indexOf(layer))
const layers = {
  utils: [],
  errors: [],
  constants: ['errors'],
  format: ['errors'],
  chains: ['errors'],
  validation: ['errors', 'chains'],
  siwx: ['errors', 'chains', 'validation'],
  machines: ['errors', 'validation'],
  api: ['errors', 'chains', 'validation'],
  connectors: ['errors', 'chains', 'validation', 'api'],
  adapters: ['errors', 'chains'],
  rules: ['errors', 'format', 'chains', 'validation', 'machines'],
  store: above('store'),
  actions: above('actions'),
  watchers: above('watchers'),
  // validation: the options factories check their parameters first, as actions do (#20).
  query: ['api', 'rules', 'store', 'actions', 'validation'],
  react: above('react'),
  testing: ['connectors'],
  internal: order.filter((layer) => layer !== 'react'),
  embedded: ['connectors', 'actions'],
}

const headlessPath = (names) => `^headless/src/(${names.join('|')})(/|\\.ts$)`

const layerRules = Object.entries(layers).flatMap(([layer, allowed]) => {
  const runtime =
    layer === 'utils' || layer === 'errors' ? allowed : [...new Set([...allowed, ...everywhere])]
  const types = order.includes(layer) ? above(layer) : runtime
  const from = { path: headlessPath([layer]) }
  return [
    {
      name: `headless-${layer}-layer`,
      comment: `headless/src/${layer} may import at run time only: ${runtime.join(', ') || 'nothing'} (ARCHITECTURE.md)`,
      severity: 'error',
      from,
      to: {
        path: '^headless/src/',
        pathNot: headlessPath([layer, ...runtime, 'test']),
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: `headless-${layer}-types`,
      comment: `headless/src/${layer} may import types only from the layers above it`,
      severity: 'error',
      from,
      to: { path: '^headless/src/', pathNot: headlessPath([layer, ...types, ...runtime, 'test']) },
    },
  ]
})

/**
 * ui-default's folders, bottom to top (ARCHITECTURE.md, "Inside ui-default"): `theme/` ←
 * `components/` (pieces several views share) ← `views/` ← `modal/` (the shell and the view
 * registry). A folder imports only folders below it. `utils/` holds helpers (lazy loading)
 * that import none of these folders; the entry files (`index.ts`, `styles.ts`) and the tests'
 * `src/test/` stand outside the ladder.
 */
const uiDefaultLadder = ['theme', 'components', 'views', 'modal']
const uiDefaultPath = (names) => `^ui-default/src/(${names.join('|')})/`

const uiDefaultLayerRules = [...uiDefaultLadder, 'utils']
  .map((layer) => {
    const up =
      layer === 'utils'
        ? uiDefaultLadder
        : uiDefaultLadder.slice(uiDefaultLadder.indexOf(layer) + 1)
    return {
      name: `ui-default-${layer}-layer`,
      comment: `ui-default/src/${layer} never imports ${up.join(', ')} (ARCHITECTURE.md: theme <- components <- views <- modal)`,
      severity: 'error',
      from: { path: uiDefaultPath([layer]) },
      to: { path: uiDefaultPath(up) },
    }
  })
  .filter((rule) => rule.name !== 'ui-default-modal-layer')

/** The view contract (ARCHITECTURE.md): what a view, or a piece views share, never imports. */
const viewContractRules = [
  {
    name: 'ui-default-view-not-another-view',
    comment:
      'a view never imports another view folder: what two views share lives in components/ (ARCHITECTURE.md)',
    severity: 'error',
    from: { path: '^ui-default/src/views/([^/]+)/' },
    to: { path: '^ui-default/src/views/', pathNot: '^ui-default/src/views/$1/' },
  },
  {
    name: 'ui-default-views-not-internal',
    comment:
      'views and the pieces they share are markup on public hooks: never @foyer/headless/internal (a host swapping the view could not do the same)',
    severity: 'error',
    from: { path: uiDefaultPath(['views', 'components']) },
    to: { path: '(^|/)headless/src/internal/|^@foyer/headless/internal$' },
  },
  {
    name: 'ui-default-views-public-entries',
    comment:
      'views and the pieces they share reach headless only through @foyer/headless and @foyer/headless/react, as a host does (no /query, /api, /embedded, /testing, no deep path)',
    severity: 'error',
    from: { path: uiDefaultPath(['views', 'components']) },
    to: {
      path: '(^|/)headless/src/|^@foyer/headless/',
      pathNot:
        '(^|/)headless/src/(index\\.ts$|react/index\\.ts$|internal/)|^@foyer/headless/(react|internal)$',
    },
  },
]

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
      name: 'wagmi-only-headless',
      comment: '@foyer/wagmi bridges headless to wagmi: of Foyer it imports @foyer/headless only',
      severity: 'error',
      from: { path: '^wagmi/' },
      to: { path: '(^(ui-primitives|ui-default|devstack)/|@foyer/(ui-|devstack))' },
    },
    {
      name: 'nothing-to-wagmi',
      comment:
        'no Foyer library imports @foyer/wagmi or wagmi itself: hosts without wagmi pay nothing',
      severity: 'error',
      from: { path: '^(headless|ui-primitives|ui-default|devstack)/' },
      to: { path: '(^wagmi/|@foyer/wagmi|(^|/)node_modules/(wagmi|@wagmi/)|^(wagmi|@wagmi/.*)$)' },
    },
    {
      name: 'libraries-not-to-apps',
      comment: 'the libraries never import the playground or the tests',
      severity: 'error',
      from: { path: '^(headless|ui-primitives|ui-default|wagmi|devstack)/' },
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
    {
      name: 'headless-hooks-not-provider',
      comment:
        "the hooks reach the instance through react/foyerContext, never FoyerProvider: the views' chunks would reach mount and its watchers, and a bundler splits the modules they share with the first load into files of their own",
      severity: 'error',
      from: {
        path: '^headless/src/react/',
        pathNot: '^headless/src/react/(index\\.ts|FoyerProvider\\.tsx)$|\\.test\\.tsx?$',
      },
      to: { path: '^headless/src/react/FoyerProvider\\.tsx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'no import cycle anywhere, type-only imports and dynamic import() included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...uiDefaultLayerRules,
    ...viewContractRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(dist|coverage|build|build-ladle)/|\\.test\\.tsx?$|\\.test-d\\.ts$|(^|/)src/test/',
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@foyer/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
}
