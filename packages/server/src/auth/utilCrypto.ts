/**
 * @polkadot/util-crypto with its WebAssembly ready: loaded on first use only (Polkadot sign-in,
 * or the first EIP-191 recovery, which uses its WebAssembly secp256k1).
 */
export type UtilCrypto = typeof import('@polkadot/util-crypto')

let loading: Promise<UtilCrypto> | undefined
let ready: UtilCrypto | undefined

/** The module, once its WebAssembly is ready. */
export function loadUtilCrypto(): Promise<UtilCrypto> {
  loading ??= import('@polkadot/util-crypto').then(async (module) => {
    await module.cryptoWaitReady()
    ready = module
    return module
  })
  return loading
}

/** The module when it is ready; else undefined, and it starts loading (for the next caller). */
export function utilCryptoIfReady(): UtilCrypto | undefined {
  if (!ready) void loadUtilCrypto().catch(() => undefined)
  return ready
}
