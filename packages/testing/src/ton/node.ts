// `@gangway/testing/ton/node`: the Node side of the TON family — the local TON node (@ton/sandbox
// behind toncenter's v2 API), the TON Connect signature checks, and the conformance suite's TON
// wallet driver and environment. Its SDKs are optional peer dependencies of @gangway/testing (see
// the README's install line for TON). The wallet itself is in `@gangway/testing/ton`
// (browser-safe), its page script in `@gangway/testing`.
export {
  installTonWallet,
  TON_CONFORMANCE_DOMAIN,
  TON_CONFORMANCE_MANIFEST_URL,
  type TonWalletDriver,
} from '../conformance/drivers/tonDriver.js'
export { tonEnvironment } from '../conformance/environments/tonEnvironment.js'
export {
  type StartTonSandboxOptions,
  startTonSandbox,
  type TonSandbox,
} from './sandbox/startTonSandbox.js'
export { bundleTonTestWallet, tonTestWalletInitScript } from './tonTestWalletInitScript.js'
export { verifyTonProof, verifyTonSignData } from './verifyTonSignatures.js'
