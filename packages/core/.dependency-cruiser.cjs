// The layers of @gangway/core's source, and the rules that keep its imports pointing down
// (`npm run deps`, a step of `npm test`; dependency-cruiser). The list below runs from the bottom
// layer up: each layer may import from itself and from the layers listed before it, never from
// one listed after it; and no import may close a circle, inside a layer either. A module sits on the layer of its folder; tests and test helpers (`*.test.ts`,
// `*.testing.ts`) are left out: they assemble kits, so they stand above all.
// A new folder must be given a layer here (the `layer-unassigned` rule says so).

const SRC = '^packages/core/src/'

/** Bottom first: name, why it sits there, and the paths (regular expressions below SRC). */
const LAYERS = [
  {
    name: 'foundation',
    why: 'plain shapes, constants, errors and pure helpers: they know nothing of a kit',
    paths: ['types/', 'constants\\.ts$', 'constants/', 'errors/', 'utils/', 'encoding/', 'dom/'],
  },
  {
    name: 'primitives',
    why: 'CAIP ids, chain families, network presets, the store, the event bus, HTTP and JSON-RPC clients',
    paths: ['caip/', 'families/', 'networks/', 'store/', 'events/', 'http/', 'rpc/'],
  },
  {
    name: 'wallets',
    why: 'the adapter contract and registry, WalletConnect, EVM helpers, untrusted-input checks, storage',
    paths: ['adapters/', 'walletconnect/', 'evm/', 'validators/', 'storage/'],
  },
  {
    name: 'options',
    why: "the host's options, resolved and checked, and the on-ramp providers they name",
    paths: ['options/', 'onramp/'],
  },
  {
    name: 'controllers',
    why: 'the one writer of each store, the selectors that derive from them, the readers they load',
    paths: ['controllers/', 'selectors/', 'activity/', 'nfts/'],
  },
  {
    name: 'services',
    why: "what runs over the controllers' stores without a kit: balances, the wallet directory, sign-in",
    paths: ['portfolio/', 'directory/', 'siwx/'],
  },
  {
    name: 'kit contract',
    // The Kit type names every controller and part; the features (next) take a Kit. It is a
    // leaf: it imports only types, and only from the layers before it (the `kit-types-leaf`
    // rule). The embedded login's shapes sit here with it: the Kit names them, and they import
    // nothing of the kit.
    why: 'the Kit type (a leaf), and the shapes of the parts it names',
    paths: ['kit/types\\.ts$', 'embedded/types\\.ts$'],
  },
  {
    name: 'features',
    // `embedded.ts` is the embedded login's own entry: the kit imports it on demand, so that the
    // kit and the views load one and the same chunk.
    why: 'actions over a kit (send, swap, names) and the embedded login',
    paths: ['send/', 'swap/', 'names/', 'embedded/', 'embedded\\.ts$'],
  },
  {
    name: 'assembly',
    why: 'createKit and the lazy shell: they put the layers below together into a kit',
    paths: ['kit/', 'shell/', 'createKit\\.ts$'],
  },
  {
    name: 'entries',
    why: "the package's entries (package.json `exports`): they re-export, nothing imports them",
    paths: ['[^/]+\\.ts$'],
  },
]

// A path belongs to the lowest layer whose pattern it matches: `kit/types.ts` to the contract,
// not the assembly; `constants.ts`, `embedded.ts` and `createKit.ts` to theirs, not the entries.
const pattern = (layer) => `${SRC}(${layer.paths.join('|')})`
const upTo = (index) => LAYERS.slice(0, index + 1).map(pattern)
const above = (index) => LAYERS.slice(index + 1).map(pattern)

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name.replace(' ', '-')}`,
  comment: `${layer.name} (${layer.why}) imports nothing from the layers above it`,
  severity: 'error',
  from: { path: pattern(layer), pathNot: upTo(index - 1) },
  to: { path: above(index), pathNot: upTo(index) },
}))

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no import circle, of runtime or of type imports',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'kit-types-leaf',
      comment: 'kit/types.ts only imports types: the Kit type carries no code and loads none',
      severity: 'error',
      from: { path: `${SRC}kit/types\\.ts$` },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-up-into-kit',
      comment:
        'kit/ is the assembly: only createKit, the shell and the entries import it (its types.ts aside)',
      severity: 'error',
      from: { pathNot: [`${SRC}(kit/|shell/|createKit\\.ts$|[^/]+\\.ts$)`] },
      to: { path: `${SRC}kit/`, pathNot: `${SRC}kit/types\\.ts$` },
    },
    {
      name: 'layer-unassigned',
      comment: 'every source folder of core has a layer in this file',
      severity: 'error',
      from: { path: SRC, pathNot: LAYERS.map(pattern) },
      to: {},
    },
    {
      name: 'layer-unassigned-target',
      comment: 'every source folder of core has a layer in this file (an import into one without)',
      severity: 'error',
      from: {},
      to: { path: SRC, pathNot: LAYERS.map(pattern) },
    },
  ],
  options: {
    // Type-only imports count: a type circle or a type pointing up is as hard to follow.
    tsPreCompilationDeps: true,
    includeOnly: SRC,
    exclude: { path: '\\.(test|testing)\\.tsx?$' },
  },
}
