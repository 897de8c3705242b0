// The kernel imports some of its modules on demand: the portfolio sync when an account becomes
// active, the activity and NFT readers on their first read, the JSON-RPC transport on first use.
// A test that connects an account and ends at once leaves such an import in flight; vitest then
// tears the environment down under it and reports "Cannot load … after the environment was torn
// down". Loading them here, once per test file, makes those dynamic imports resolve from the
// module cache. It changes no behaviour under test: the code still goes through the same
// `import()`, and the built packages' chunk layout is checked by the size budgets
// (bench/size-budget.test.ts), not by unit tests.
import '../../packages/core/src/portfolio/syncPortfolio.js'
import '../../packages/core/src/activity/activityReader.js'
import '../../packages/core/src/nfts/nftsReader.js'
import '../../packages/core/src/rpc/jsonRpcTransport.js'
