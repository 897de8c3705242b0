import type { Hex } from 'viem'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { findFreePort } from './findFreePort.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'
import { spawnWatched } from './watchedProcess.js'

export interface StartAnvilOptions {
  /** Port to listen on; 0 or omitted picks a free port. */
  port?: number
  /** Interface to bind; default 127.0.0.1. */
  host?: string
  /** Chain id the node reports; default 31337. */
  chainId?: number
  /** Seconds between blocks; omitted = a block per transaction (auto-mining). */
  blockTime?: number
  /** Number of funded dev accounts (anvil's default is 10). */
  accounts?: number
  /** Ether in each dev account (anvil's default is 10000). */
  balance?: number
  /** Mnemonic for the dev accounts (anvil's default is the "test test ... junk" one). */
  mnemonic?: string
  /** Further anvil command-line arguments. */
  args?: string[]
  /** How long to wait for the node to answer `eth_chainId`; default 10000 ms. */
  timeoutMs?: number
  /** The anvil binary; default `resolveAnvilBinary()`. */
  binary?: string
}

export interface AnvilNode {
  rpcUrl: string
  port: number
  chainId: number
  /** Sends a JSON-RPC request to the node. */
  request<T = unknown>(method: string, params?: readonly unknown[]): Promise<T>
  /** `evm_snapshot`: returns an id for `revert`. */
  snapshot(): Promise<Hex>
  /** `evm_revert`: restores the state saved by `snapshot(id)`; a snapshot id works once. */
  revert(id: Hex): Promise<boolean>
  /** Stops the node (SIGTERM, then SIGKILL after 2 s) and waits for it to exit. */
  stop(): Promise<void>
}

const POLL_INTERVAL_MS = 20
const PORT_ATTEMPTS = 3

/**
 * Spawns the anvil binary and resolves once it answers `eth_chainId`. The node is killed on
 * `stop()` and, should a test forget that, when this process ends — even by SIGKILL, since
 * anvil runs under a watchdog tied to this process's lifetime (see watchdog.ts).
 */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilNode> {
  const pickPort = !options.port
  for (let attempt = 1; ; attempt++) {
    const port = pickPort ? await findFreePort(options.host) : (options.port as number)
    try {
      return await launch(port, options)
    } catch (error) {
      // Another process may have taken the picked port between our probe and anvil's bind.
      if (!pickPort || attempt >= PORT_ATTEMPTS || !(error instanceof AnvilExitedError)) throw error
    }
  }
}

class AnvilExitedError extends Error {}

function anvilArgs(port: number, options: StartAnvilOptions): string[] {
  // Not --silent: the 'Listening on' line proves that *this* process owns the port (a node
  // already on the port would answer eth_chainId too).
  const args = ['--port', String(port), '--chain-id', String(options.chainId ?? 31337)]
  args.push('--host', options.host ?? '127.0.0.1')
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))
  if (options.accounts !== undefined) args.push('--accounts', String(options.accounts))
  if (options.balance !== undefined) args.push('--balance', String(options.balance))
  if (options.mnemonic !== undefined) args.push('--mnemonic', options.mnemonic)
  return [...args, ...(options.args ?? [])]
}

async function launch(port: number, options: StartAnvilOptions): Promise<AnvilNode> {
  const chainId = options.chainId ?? 31337
  const host = options.host ?? '127.0.0.1'
  const rpcUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  let listening = false
  let stdoutTail = ''
  const node = spawnWatched(options.binary ?? resolveAnvilBinary(), anvilArgs(port, options), {
    onStdout(chunk) {
      // anvil logs every request: only the start matters.
      if (listening) return
      stdoutTail = (stdoutTail + chunk).slice(-200)
      if (stdoutTail.includes('Listening on')) listening = true
    },
  })
  try {
    await waitUntilAnswering({
      rpcUrl,
      chainId,
      exited: node.exited,
      isListening: () => listening,
      stderr: node.stderr,
      timeoutMs: options.timeoutMs ?? 10_000,
    })
  } catch (error) {
    await node.stop()
    throw error
  }

  const request = <T>(method: string, params: readonly unknown[] = []) =>
    jsonRpcRequest<T>(rpcUrl, method, params)
  return {
    rpcUrl,
    port,
    chainId,
    request,
    snapshot: () => request<Hex>('evm_snapshot'),
    revert: (id) => request<boolean>('evm_revert', [id]),
    stop: node.stop,
  }
}

interface WaitOptions {
  rpcUrl: string
  chainId: number
  exited: Promise<number | null>
  isListening: () => boolean
  stderr: () => string
  timeoutMs: number
}

/** Polls every 20 ms until our anvil has printed 'Listening on' and answers eth_chainId. */
async function waitUntilAnswering(options: WaitOptions): Promise<void> {
  const { rpcUrl, chainId, exited, isListening, stderr, timeoutMs } = options
  const deadline = Date.now() + timeoutMs
  let hasExited = false
  let exitCode: number | null = null
  exited.then((code) => {
    hasExited = true
    exitCode = code
  })
  for (;;) {
    if (hasExited) {
      throw new AnvilExitedError(`anvil exited (code ${exitCode}) before answering: ${stderr()}`)
    }
    if (isListening()) {
      try {
        const answer = await jsonRpcRequest<Hex>(rpcUrl, 'eth_chainId', [], {
          signal: AbortSignal.timeout(1_000),
        })
        if (Number(answer) !== chainId) {
          throw new Error(`The node at ${rpcUrl} reports chain ${Number(answer)}, not ${chainId}.`)
        }
        return
      } catch (error) {
        if ((error as Error).message.includes('reports chain')) throw error
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`anvil did not answer at ${rpcUrl} within ${timeoutMs} ms. ${stderr()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}
