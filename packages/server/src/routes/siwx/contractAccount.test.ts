import {
  deployContract,
  localPublicClient,
  TestSmartAccountFactoryArtifact,
} from '@gangway/testing'
import { type Address, encodeFunctionData, type Hex, keccak256, toHex } from 'viem'
import { serializeErc6492Signature } from 'viem/utils'
import { beforeAll, describe, expect, it } from 'vitest'
import { useContractAccountChain } from '../../testing/contractAccount.testing.js'
import { START_TIMEOUT_MS } from '../../testing/testServer.testing.js'
import { counts, messageOf, newNonce, postVerify, type Started } from './siwxTestSetup.testing.js'

// Smart-contract accounts on anvil, a deployed one (EIP-1271) and a counterfactual one (EIP-6492):
// the owner's signature signs them in, checked on the chain the server serves through its own
// RPC client; any other signature is refused.
const chain = useContractAccountChain()
const { owner, stranger } = chain
let started: Started
let factory: Address

beforeAll(async () => {
  started = chain.started
  factory = await deployContract(chain.node.rpcUrl, {
    abi: TestSmartAccountFactoryArtifact.abi,
    bytecode: TestSmartAccountFactoryArtifact.bytecode,
  })
}, START_TIMEOUT_MS)

async function contractSignIn(signer = owner, chainId = `eip155:${chain.node.chainId}`) {
  const message = messageOf(chainId, chain.account, await newNonce(started))
  return postVerify(started, { message, signature: await signer.signMessage({ message }) })
}

describe('an EIP-1271 contract account on anvil', { timeout: 30_000 }, () => {
  it("signs in with its owner's signature: the session is the contract's address", async () => {
    const before = await counts(started)
    const response = await contractSignIn()
    expect(response.status, await response.clone().text()).toBe(200)
    const { session } = (await response.json()) as { session: { address: string } }
    expect(session.address).toBe(`eip155:${chain.node.chainId}:${chain.account}`)
    expect(await counts(started)).toEqual({ sessions: before.sessions + 1, used: before.used + 1 })
  })

  it("is refused with another key's signature, and nothing is stored", async () => {
    const before = await counts(started)
    const response = await contractSignIn(stranger)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      error: { code: 'SIWX_SIGNATURE_INVALID', field: 'signature' },
    })
    expect(await counts(started)).toEqual(before)
  })

  it('is refused on a network the server does not serve (a contract cannot be asked there)', async () => {
    const before = await counts(started)
    const response = await contractSignIn(owner, 'eip155:1')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: 'SIWX_SIGNATURE_INVALID' } })
    expect(await counts(started)).toEqual(before)
  })

  it("signs in a counterfactual account (EIP-6492: not deployed yet) with its owner's signature only", async () => {
    const salt = keccak256(toHex('gangway-siwx'))
    const future = await localPublicClient(chain.node.rpcUrl).readContract({
      address: factory,
      abi: TestSmartAccountFactoryArtifact.abi,
      functionName: 'addressOf',
      args: [owner.address, salt],
    })
    expect(await chain.node.request('eth_getCode', [future, 'latest'])).toBe('0x')
    const signIn = async (signer: typeof owner) => {
      const message = messageOf(`eip155:${chain.node.chainId}`, future, await newNonce(started))
      const signature = serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: TestSmartAccountFactoryArtifact.abi,
          functionName: 'deploy',
          args: [owner.address, salt],
        }),
        signature: await signer.signMessage({ message }),
      }) as Hex
      return postVerify(started, { message, signature })
    }
    const before = await counts(started)
    const refused = await signIn(stranger)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ error: { code: 'SIWX_SIGNATURE_INVALID' } })
    expect(await counts(started)).toEqual(before)
    const accepted = await signIn(owner)
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    expect(await accepted.json()).toMatchObject({
      session: { address: `eip155:${chain.node.chainId}:${future}` },
    })
    // Checked in a simulated call: the account is still not deployed.
    expect(await chain.node.request('eth_getCode', [future, 'latest'])).toBe('0x')
  })

  it('answers 502 when the chain cannot be asked, and stores nothing', async () => {
    const before = await counts(started)
    await chain.node.stop()
    const response = await contractSignIn()
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_FAILED' } })
    expect(await counts(started)).toEqual(before)
  })
})
