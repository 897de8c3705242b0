// Everything of the adapter that needs @solana/web3.js at import time. SolanaAdapter loads this
// module with `import()` on first use (connect, restore, reads, signing), so a page that only
// shows the button and lists wallets downloads no web3.js. Nothing else may import it statically.
export { PublicKey, VersionedTransaction } from '@solana/web3.js'
export { confirmSignature } from './confirmSignature.js'
export { createConnectionCache } from './connections.js'
export {
  associatedTokenAddress,
  buildTokenTransfer,
  checkReceiver,
  checkTokenBalance,
  mintProgram,
  validateTokenTransfer,
} from './splToken.js'
export {
  buildSolTransfer,
  completeLegacyTransaction,
  deserializeLike,
  serializeTransaction,
  validateSolTransfer,
} from './transactions.js'
