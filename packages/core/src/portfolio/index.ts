// The sync itself (syncPortfolio, nativeTokenBalance) is not exported: createKit imports it on
// demand, and a static export would pull it into every host's first load.
export * from './balanceApiSource.js'
export type { PortfolioSync } from './syncPortfolio.js'
export type * from './types.js'
