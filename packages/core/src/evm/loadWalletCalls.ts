/**
 * The EIP-5792 batch requests (`requestSendCalls`, `requestCallsStatus`, `parseCallsStatus`),
 * loaded on first use: a separate chunk, so an EVM adapter's first load (and a host that never
 * batches) carries none of it.
 */
export function loadWalletCalls(): Promise<typeof import('./walletCalls.js')> {
  return import('./walletCalls.js')
}
