// The real Uniswap V2 contracts, from the npm artifacts of @uniswap/v2-core and
// @uniswap/v2-periphery (both GPL-3.0-or-later; the bytecode Uniswap built and deployed). They are
// read at run time from those packages (optional peer dependencies of this one, named by a
// KitError('OPTIONAL_PEER_MISSING') when absent), not bundled into its dist:
// a `require` rather than a JSON import, which tsup's build would emit without its
// `with { type: 'json' }` (Node refuses that), and only on first use (~0.9 MB of JSON).
import { createRequire } from 'node:module'
import { type ContractArtifact, npmArtifact as read } from '../contracts/npmArtifact.js'
import { requirePeers } from '../peers/requirePeers.js'

/** An artifact's ABI and creation bytecode (0x-prefixed). */
export type UniswapV2Artifact = ContractArtifact

export interface UniswapV2Artifacts {
  WETH9: UniswapV2Artifact
  UniswapV2Factory: UniswapV2Artifact
  UniswapV2Pair: UniswapV2Artifact
  UniswapV2Router02: UniswapV2Artifact
}

let loaded: UniswapV2Artifacts | undefined

/** The npm artifacts of WETH9, UniswapV2Factory, UniswapV2Pair and UniswapV2Router02 (read once). */
export function uniswapV2Artifacts(): UniswapV2Artifacts {
  if (loaded) return loaded
  requirePeers('deployUniswapV2', ['@uniswap/v2-core', '@uniswap/v2-periphery'])
  const require = createRequire(import.meta.url)
  // Literal specifiers, one per artifact (read at run time, never bundled).
  loaded = {
    WETH9: read(require('@uniswap/v2-periphery/build/WETH9.json')),
    UniswapV2Factory: read(require('@uniswap/v2-core/build/UniswapV2Factory.json')),
    UniswapV2Pair: read(require('@uniswap/v2-core/build/UniswapV2Pair.json')),
    UniswapV2Router02: read(require('@uniswap/v2-periphery/build/UniswapV2Router02.json')),
  }
  return loaded
}

/**
 * keccak256 of UniswapV2Pair's creation code, which UniswapV2Library (inside the router) uses to
 * compute a pair's CREATE2 address: the router finds only pairs built from this exact bytecode.
 */
export const UNISWAP_V2_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'
