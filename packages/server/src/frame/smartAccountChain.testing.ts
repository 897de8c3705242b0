/**
 * The frame's smart-account tests on anvil: one chain per file with EntryPoint v0.7 and the
 * account factory (`useErc4337Chain`), a fresh owner's counterfactual account on it, and a
 * scripted bundler that estimates fixed gas and records the operations it is sent. The same
 * operations through alto are in routes/sponsor/sponsoredOperation.test. Test-only.
 */
import { type AnvilNode, deployErc4337, type Erc4337Deployment, startAnvil } from '@gangway/testing'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, vi } from 'vitest'
import { counterfactualAddress } from '../../frame/src/smartAccount.js'
import type { RpcUserOperation, SmartAccountChain } from '../../frame/src/userOperation.js'
import { START_TIMEOUT_MS } from '../testing/testServer.testing.js'

/** Starts anvil with the ERC-4337 contracts for the file; stops it after. */
export function useErc4337Chain() {
  const env = {} as { node: AnvilNode; deployment: Erc4337Deployment }
  beforeAll(async () => {
    env.node = await startAnvil()
    env.deployment = await deployErc4337(env.node.rpcUrl)
  }, START_TIMEOUT_MS)
  afterAll(async () => {
    await env.node?.stop()
  })
  return Object.assign(env, {
    /** A new owner key, the chain as the frame sees it, and the owner's (undeployed) account. */
    async freshAccount() {
      const owner = privateKeyToAccount(generatePrivateKey())
      const chain: SmartAccountChain = {
        id: 31337,
        rpcUrl: env.node.rpcUrl,
        entryPoint: env.deployment.entryPoint,
        accountFactory: env.deployment.accountFactory,
      }
      const address = await counterfactualAddress(
        env.node.rpcUrl,
        chain.accountFactory,
        owner.address,
      )
      return { owner, chain, address }
    },
  })
}

/**
 * A bundler that answers fixed gas, takes every operation (answering `operationHash`) and
 * answers `receipt()` for its receipt; `sent` holds the operations in order.
 */
export function scriptedBundler(operationHash: Hex, receipt: () => unknown = () => null) {
  const sent: RpcUserOperation[] = []
  const bundler = vi.fn(async (method: string, params: unknown[]) => {
    if (method === 'eth_estimateUserOperationGas')
      return {
        callGasLimit: '0x30000',
        verificationGasLimit: '0x60000',
        preVerificationGas: '0xc000',
      }
    if (method === 'eth_sendUserOperation') {
      sent.push(params[0] as RpcUserOperation)
      return operationHash
    }
    if (method === 'eth_getUserOperationReceipt') return receipt()
    throw new Error(`unexpected ${method}`)
  })
  return { bundler, sent }
}
