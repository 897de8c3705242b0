export * from './nftApiSource.js'
export * from './nftsController.js'
export { checkNftSource } from './startNfts.js'
export type * from './types.js'
