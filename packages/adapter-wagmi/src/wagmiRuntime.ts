/**
 * Everything the wagmi adapter needs from wagmi and viem, in one module that the adapter imports
 * on first use (connect, restore, reads, signing) — not with the page. Listing wallets needs none
 * of it: core's EIP-6963 discovery finds them.
 */
export {
  connect,
  disconnect,
  estimateGas,
  getBalance,
  getConnection,
  reconnect,
  sendTransaction,
  signMessage,
  signTypedData,
  simulateContract,
  switchChain,
  watchConnection,
  writeContract,
} from '@wagmi/core'
export { createWagmiConfig } from './createWagmiConfig.js'
export { registerWagmiConnectors } from './wagmiConnectors.js'
