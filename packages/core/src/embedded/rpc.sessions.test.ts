import { describe, expect, it } from 'vitest'
import { createStore } from '../store/createStore.js'
import type { FrameUser } from './messages.js'
import { type EmbeddedRpcDeps, eip155Request } from './rpc.js'
import type { EmbeddedSession } from './session.js'

// The kit's side of ERC-7715 on the embedded wallet: behind features.smartSessions, the grant
// and a session's revoke go to the frame (RPC_REQUEST, no time limit: the visitor approves there);
// EIP-2255's revoke (what wagmi sends on disconnect) stays the kit's own no-op.
const user = { address: '0x00000000000000000000000000000000000a11ce', chainId: 'eip155:31337' }
const grant = [{ chainId: '0x7a69', expiry: 2_000_000_000, signer: {}, permissions: [] }]

function embedded(smartSessions: boolean) {
  const posted: { type: string; payload: Record<string, unknown> }[] = []
  const session = {
    state: createStore({ frame: 'ready', user: user as FrameUser }),
    currentUser: async () => user,
    abort: () => undefined,
    request: async (type: string, payload: Record<string, unknown>) => {
      posted.push({ type, payload })
      return { result: { permissionsContext: '0x01' } }
    },
  } as unknown as EmbeddedSession
  const deps: EmbeddedRpcDeps = {
    session,
    networkOf: () => 'eip155:31337',
    emit: () => undefined,
    smartSessions: () => smartSessions,
  }
  return { deps, posted }
}

describe('wallet_grantPermissions / wallet_revokePermissions on the embedded provider', () => {
  it('refuses both with 4200 and the catalogue text while features.smartSessions is off; nothing reaches the frame', async () => {
    const { deps, posted } = embedded(false)
    await expect(eip155Request(deps, 'wallet_grantPermissions', grant)).rejects.toMatchObject({
      code: 4200,
      message: 'Smart sessions are not enabled',
    })
    const revoke = [{ permissionsContext: '0x01' }]
    await expect(eip155Request(deps, 'wallet_revokePermissions', revoke)).rejects.toMatchObject({
      code: 4200,
    })
    expect(posted).toEqual([])
  })

  it('sends them to the frame for approval when on', async () => {
    const { deps, posted } = embedded(true)
    expect(await eip155Request(deps, 'wallet_grantPermissions', grant)).toEqual({
      permissionsContext: '0x01',
    })
    await eip155Request(deps, 'wallet_revokePermissions', [{ permissionsContext: '0x01' }])
    expect(posted.map(({ type, payload }) => [type, payload.method, payload.chainId])).toEqual([
      ['RPC_REQUEST', 'wallet_grantPermissions', 'eip155:31337'],
      ['RPC_REQUEST', 'wallet_revokePermissions', 'eip155:31337'],
    ])
  })

  it("keeps EIP-2255's revoke (eth_accounts) the kit's own, with or without smart sessions", async () => {
    for (const on of [false, true]) {
      const { deps, posted } = embedded(on)
      expect(
        await eip155Request(deps, 'wallet_revokePermissions', [{ eth_accounts: {} }]),
      ).toBeNull()
      expect(posted).toEqual([])
    }
  })
})
