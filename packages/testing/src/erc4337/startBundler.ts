import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type Address, type Hex, isAddressEqual, parseEther, toHex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { findFreePort } from '../anvil/findFreePort.js'
import { spawnWatched, type WatchedProcess } from '../anvil/watchedProcess.js'
import { requirePeers } from '../peers/requirePeers.js'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'

/** The key the bundler sends its bundles from by default (anvil's mnemonic, index 20; topped up). */
export const BUNDLER_EXECUTOR_KEY: Hex = anvilPrivateKey(20)
/** The key the bundler deploys its simulation contracts from (index 21; topped up). */
export const BUNDLER_UTILITY_KEY: Hex = anvilPrivateKey(21)

export interface StartBundlerOptions {
  /** The chain's JSON-RPC URL (a local anvil: the bundler's keys are topped up there). */
  rpcUrl: string
  /** The EntryPoints it serves; default EntryPoint v0.7 (`deployErc4337`'s). */
  entryPoints?: readonly Address[]
  /** Sends the bundles; default BUNDLER_EXECUTOR_KEY. */
  executorPrivateKey?: Hex
  /** Deploys the bundler's simulation contracts on start; default BUNDLER_UTILITY_KEY. */
  utilityPrivateKey?: Hex
  /** 0 or omitted: a free port. */
  port?: number
  /** How long to wait for it to answer; default 60,000 ms (alto loads slowly on a busy machine). */
  timeoutMs?: number
}

export interface Bundler {
  /** The bundler's JSON-RPC URL (`eth_sendUserOperation`, `eth_estimateUserOperationGas`, ...). */
  rpcUrl: string
  port: number
  entryPoints: readonly Address[]
  request<T = unknown>(method: string, params?: readonly unknown[]): Promise<T>
  /** Stops it (SIGTERM, then SIGKILL after 3 s) and waits for it to exit. */
  stop(): Promise<void>
}

const POLL_INTERVAL_MS = 50
const PORT_ATTEMPTS = 3
/** What each bundler key is topped up to on anvil, and below what. */
const KEY_BALANCE = parseEther('1000')
const KEY_MINIMUM = parseEther('10')

/** The CLI of @pimlico/alto (an optional peer of this package), run with this Node. */
function altoCli(): string {
  requirePeers('startBundler', ['@pimlico/alto'])
  const require = createRequire(import.meta.url)
  // The package exports only its library entry (esm/index.js); the CLI sits beside it.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/** Tops a key's account up on anvil (`anvil_setBalance`), so the bundler can pay for bundles. */
async function topUp(rpcUrl: string, key: Hex) {
  const { address } = privateKeyToAccount(key)
  const balance = BigInt(await jsonRpcRequest<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']))
  if (balance >= KEY_MINIMUM) return
  await jsonRpcRequest(rpcUrl, 'anvil_setBalance', [address, toHex(KEY_BALANCE)])
}

/**
 * Starts a real ERC-4337 bundler, Pimlico's alto (npm `@pimlico/alto`), for `rpcUrl`'s chain, and
 * resolves once it answers `eth_supportedEntryPoints` with `entryPoints` (within `timeoutMs`).
 * On start alto deploys its simulation contracts through the CREATE2 deployer. It runs without
 * the ERC-7562 tracing rules (`--safe-mode false`: anvil has no JavaScript tracer), bundles as
 * soon as an operation arrives, and listens on every interface (alto binds 0.0.0.0). The process
 * is killed on `stop()` and when this process ends, however it ends.
 */
export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const executorKey = options.executorPrivateKey ?? BUNDLER_EXECUTOR_KEY
  const utilityKey = options.utilityPrivateKey ?? BUNDLER_UTILITY_KEY
  await topUp(options.rpcUrl, executorKey)
  await topUp(options.rpcUrl, utilityKey)
  const pickPort = !options.port
  for (let attempt = 1; ; attempt++) {
    const port = pickPort ? await findFreePort() : (options.port as number)
    try {
      return await launch(port, executorKey, utilityKey, options)
    } catch (error) {
      // Another process may have taken the picked port between our probe and alto's bind.
      if (!pickPort || attempt >= PORT_ATTEMPTS || !(error instanceof BundlerExitedError))
        throw error
    }
  }
}

class BundlerExitedError extends Error {}

async function launch(
  port: number,
  executorKey: Hex,
  utilityKey: Hex,
  options: StartBundlerOptions,
): Promise<Bundler> {
  const entryPoints = options.entryPoints ?? [entryPoint07Address]
  const rpcUrl = `http://127.0.0.1:${port}`
  const args = [
    altoCli(),
    ...['--entrypoints', entryPoints.join(',')],
    ...['--rpc-url', options.rpcUrl],
    ...['--port', String(port)],
    ...['--executor-private-keys', executorKey],
    ...['--utility-private-key', utilityKey],
    ...['--safe-mode', 'false'],
    ...['--deploy-simulations-contract', 'true'],
    ...['--utility-wallet-monitor', 'false'],
    // anvil mines a block per transaction: look for receipts every 100 ms, not every second.
    ...['--block-time', '100'],
    ...['--log-level', 'warn'],
  ]
  // ALTO_* variables would override these flags (alto reads its options from the environment).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('ALTO_')),
  )
  // alto logs to stdout: its last lines say why it stopped or did not answer.
  let output = ''
  const bundler = spawnWatched(process.execPath, args, {
    env,
    onStdout(chunk) {
      output = (output + chunk).slice(-2_000)
    },
  })
  const said = () => `${bundler.stderr()}${output}`.trim()
  try {
    await waitUntilServing(rpcUrl, entryPoints, bundler, said, options.timeoutMs ?? 60_000)
  } catch (error) {
    await bundler.stop()
    throw error
  }
  return {
    rpcUrl,
    port,
    entryPoints,
    request: (method, params = []) => jsonRpcRequest(rpcUrl, method, params),
    stop: bundler.stop,
  }
}

/** Polls every 50 ms until the bundler answers `eth_supportedEntryPoints` with `entryPoints`. */
async function waitUntilServing(
  rpcUrl: string,
  entryPoints: readonly Address[],
  bundler: WatchedProcess,
  said: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (bundler.hasExited()) {
      throw new BundlerExitedError(`The bundler exited before answering: ${said()}`)
    }
    try {
      const supported = await jsonRpcRequest<Address[]>(rpcUrl, 'eth_supportedEntryPoints', [], {
        signal: AbortSignal.timeout(1_000),
      })
      if (entryPoints.every((wanted) => supported.some((one) => isAddressEqual(one, wanted)))) {
        return
      }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`The bundler did not answer at ${rpcUrl} within ${timeoutMs} ms. ${said()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}
