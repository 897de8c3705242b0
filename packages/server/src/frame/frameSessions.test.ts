import {
  type AnvilNode,
  deployErc4337,
  deploySessionAccount,
  deployTestToken,
  type Erc4337Deployment,
  sendAndConfirm,
  sessionAccountAbi,
  startAnvil,
} from '@gangway/testing'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalNetwork } from '../../frame/src/network.js'
import {
  describeGrantPermissions,
  describeSessionRequest,
  grantSessionCall,
  parseGrantPermissions,
  parseRevokePermissions,
  revokeSessionCall,
} from '../../frame/src/sessions.js'

// A host's ERC-7715 request as the frame reads it, and the account calls it makes, run against
// SessionAccount on anvil and read back from the chain.
const NOW = 1_800_000_000
const keyAccount = privateKeyToAccount(generatePrivateKey())
const TOKEN = '0x00000000000000000000000000000000000a11ce'
const request = (
  overrides: Record<string, unknown> = {},
  permission: Record<string, unknown> = {},
) => [
  {
    chainId: '0x7a69',
    expiry: NOW + 3600,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: keyAccount.publicKey } },
    permissions: [
      {
        type: 'contract-call',
        data: { address: TOKEN, functions: [{ functionName: 'transfer(address,uint256)' }] },
        policies: [
          { type: 'token-allowance', data: { allowance: toHex(5_000_000n) } },
          { type: 'native-token-limit', data: { allowance: toHex(10n ** 17n) } },
        ],
        ...permission,
      },
    ],
    ...overrides,
  },
]

describe('wallet_grantPermissions in the frame', () => {
  it('reads one session: the key from its public key, the contract, the method, the limits, the expiry', () => {
    expect(parseGrantPermissions(request(), NOW)).toEqual({
      chainId: 31337,
      key: keyAccount.address,
      target: '0x00000000000000000000000000000000000A11cE',
      selector: '0xa9059cbb',
      method: 'transfer(address,uint256)',
      valueLimit: 10n ** 17n,
      tokenLimit: 5_000_000n,
      expiry: NOW + 3600,
    })
    const asAccount = request({
      signer: { type: 'account', data: { address: keyAccount.address } },
    })
    expect(parseGrantPermissions(asAccount, NOW).key).toBe(keyAccount.address)
    expect(
      parseGrantPermissions(request({}, { data: { address: TOKEN } }), NOW).selector,
    ).toBeUndefined()
  })

  it('refuses what the account cannot hold, each with its reason', () => {
    const refusals: [unknown, RegExp][] = [
      [request({ expiry: NOW - 1 }), /expiry/],
      [request({ expiry: 2 ** 48 }), /expiry/],
      [request({ signer: { type: 'key', data: { publicKey: '0x02ab' } } }), /publicKey/],
      [request({ signer: { type: 'wallet', data: {} } }), /signer/],
      [request({ permissions: [] }), /one contract-call/],
      [request({}, { type: 'native-token-transfer' }), /contract-call/],
      [request({}, { data: { address: 'nope' } }), /address/],
      [
        request({}, { data: { address: TOKEN, functions: [{ functionName: '<img>' }] } }),
        /signature/,
      ],
      [
        request({}, { policies: [{ type: 'rate-limit', data: { allowance: '0x1' } }] }),
        /unknown policy/,
      ],
      [
        request({}, { policies: [{ type: 'token-allowance', data: { allowance: 5 } }] }),
        /quantity/,
      ],
      [[...request(), ...request()], /one permission request/],
    ]
    for (const [params, reason] of refusals)
      expect(() => parseGrantPermissions(params, NOW)).toThrow(reason)
  })

  it('shows the visitor who may spend what, where and until when', () => {
    const project = {
      origins: [],
      chains: [
        { caipNetworkId: 'eip155:31337', name: 'Anvil', native: { symbol: 'ETH', decimals: 18 } },
      ],
    }
    const details = describeGrantPermissions(
      parseGrantPermissions(request(), NOW),
      approvalNetwork(project, 'eip155:31337'),
    )
    expect(details).toEqual({
      title: 'Grant session',
      rows: [
        ['Network', 'Anvil (eip155:31337)'],
        ['Session key', keyAccount.address],
        ['Contract', '0x00000000000000000000000000000000000A11cE'],
        ['Method', 'transfer(address,uint256)'],
        ['Spend limit', '0.1 ETH'],
        ['Token limit', '5000000 (token base units)'],
        ['Expires', new Date((NOW + 3600) * 1000).toISOString()],
      ],
    })
  })

  it('asks approval only for a grant on the current network, and shows the key a revoke ends', () => {
    const project = {
      origins: [],
      chains: [{ caipNetworkId: 'eip155:31337' }, { caipNetworkId: 'eip155:1' }],
    }
    const grant = request({ expiry: Math.floor(Date.now() / 1000) + 3600 })
    expect(
      describeSessionRequest(
        'wallet_grantPermissions',
        grant,
        approvalNetwork(project, 'eip155:31337'),
      ).title,
    ).toBe('Grant session')
    expect(() =>
      describeSessionRequest(
        'wallet_grantPermissions',
        grant,
        approvalNetwork(project, 'eip155:1'),
      ),
    ).toThrow('chainId is not the current network (eip155:1)')
    const revoke = [{ permissionsContext: keyAccount.address }]
    expect(
      describeSessionRequest(
        'wallet_revokePermissions',
        revoke,
        approvalNetwork(project, 'eip155:1'),
      ),
    ).toEqual({
      title: 'Revoke session',
      rows: [
        ['Network', 'eip155:1'],
        ['Session key', keyAccount.address],
      ],
    })
  })

  it('reads the key to revoke from permissionsContext', () => {
    expect(parseRevokePermissions([{ permissionsContext: keyAccount.address }])).toBe(
      keyAccount.address,
    )
    expect(() => parseRevokePermissions([{ permissionsContext: 'x' }])).toThrow(
      /permissionsContext/,
    )
  })
})

describe('the grant and revoke calls on SessionAccount (anvil)', () => {
  let node: AnvilNode
  let deployment: Erc4337Deployment
  let token: Address
  beforeAll(async () => {
    node = await startAnvil()
    deployment = await deployErc4337(node.rpcUrl)
    token = await deployTestToken(node.rpcUrl, { name: 'USD Coin', symbol: 'USDC', decimals: 6 })
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  it('grants through the account (read back from the chain) and revokes it', async () => {
    const { owner, address: account } = await deploySessionAccount(
      node.rpcUrl,
      deployment.sessionAccountFactory,
    )
    const send = (data: Hex) => sendAndConfirm(node.rpcUrl, owner, account, data)
    const sessionOf = (key: Address) =>
      createPublicClient({ transport: http(node.rpcUrl) }).readContract({
        address: account,
        abi: sessionAccountAbi,
        functionName: 'sessionOf',
        args: [key],
      })
    const now = Math.floor(Date.now() / 1000)
    const session = parseGrantPermissions(
      request(
        { expiry: now + 3600 },
        { data: { address: token, functions: [{ functionName: 'transfer(address,uint256)' }] } },
      ),
      now,
    )
    // The owner's execute(account, 0, grantSession(...)): what its user operation carries.
    const viaAccount = (call: { to: Address; value: bigint; data: Hex }) =>
      encodeFunctionData({
        abi: sessionAccountAbi,
        functionName: 'execute',
        args: [call.to, call.value, call.data],
      })
    await send(viaAccount(grantSessionCall(account, session)))
    expect(await sessionOf(keyAccount.address)).toEqual({
      target: token,
      selector: '0xa9059cbb',
      validUntil: now + 3600,
      revoked: false,
      valueLimit: 10n ** 17n,
      tokenLimit: 5_000_000n,
      valueSpent: 0n,
      tokenSpent: 0n,
    })
    await send(viaAccount(revokeSessionCall(account, keyAccount.address)))
    expect((await sessionOf(keyAccount.address)).revoked).toBe(true)
  })
})
