// What the sponsorship tests share: a server configured with a paymaster on eip155:31337 and a
// project policy, and user operations to ask it about.
import { LOCAL_PAYMASTER_SIGNER_KEY } from '@gangway/testing'
import { type Address, encodeFunctionData, erc20Abi, type Hex, numberToHex, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ServerConfigInput } from '../../config/schema.js'
import { PROJECT, testConfig } from '../../testing/testServer.testing.js'

export const CHAIN = 'eip155:31337'

const executeAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** `execute(to, value, data)`: a SimpleAccount's one call. */
export const executeCall = (to: Address, data: Hex = '0x', value = 0n) =>
  encodeFunctionData({ abi: executeAbi, functionName: 'execute', args: [to, value, data] })

/** `executeBatch`: a SimpleAccount's several calls, one user operation. */
export const executeBatchCall = (calls: { to: Address; data: Hex }[]) =>
  encodeFunctionData({
    abi: executeAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => call.to), [], calls.map((call) => call.data)],
  })

/** `transfer(to, amount)` of an ERC-20. */
export const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** `approve(spender, amount)` of an ERC-20. */
export const approveData = (spender: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

/** A fresh address (a visitor's account, a receiver). */
export const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** The server's config: `chain` given the paymaster, the project sponsoring `token`'s transfers. */
export function sponsorConfig(options: {
  rpcUrl: string
  bundlerUrl: string
  paymaster: Address
  token: Address
  perVisitorPerDay: number
}): ServerConfigInput {
  const base = testConfig()
  return {
    ...base,
    projects: [
      {
        id: PROJECT,
        origins: base.projects[0]?.origins ?? [],
        sponsorship: {
          calls: [
            {
              caipNetworkId: CHAIN,
              contract: options.token,
              methods: ['transfer(address,uint256)'],
            },
          ],
          perVisitorPerDay: options.perVisitorPerDay,
        },
      },
    ],
    chains: [
      {
        caipNetworkId: CHAIN,
        rpcUrls: [options.rpcUrl],
        native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        erc4337: {
          bundlerUrl: options.bundlerUrl,
          paymaster: { address: options.paymaster, signerPrivateKey: LOCAL_PAYMASTER_SIGNER_KEY },
        },
      },
    ],
  }
}

/** An unsigned user operation in RPC form (gas values of a plausible size). */
export function userOperationOf(sender: Address, callData: Hex) {
  return {
    sender,
    nonce: '0x0',
    callData,
    callGasLimit: numberToHex(80_000),
    verificationGasLimit: numberToHex(300_000),
    preVerificationGas: numberToHex(50_000),
    maxFeePerGas: numberToHex(2_000_000_000),
    maxPriorityFeePerGas: numberToHex(1_000_000_000),
  }
}

/** POST /sponsor/user-operation for the test project: status and JSON body. */
export async function askSponsor(url: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}/sponsor/user-operation?projectId=${PROJECT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ caipNetworkId: CHAIN, ...body }),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as any,
  }
}
