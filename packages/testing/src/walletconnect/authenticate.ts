import type { SiwxCacao } from '@gangway/core/siwx'
import { toHex } from 'viem'
import type { TestWallet } from '../wallet/types.js'

/**
 * WalletConnect's `session_authenticate` event (one-click sign-in by the deprecated
 * `authenticate`; `connect()`'s `authentication` comes with the session proposal instead).
 */
export interface SessionAuthenticateEvent {
  id: number
  topic: string
  params: {
    /** The CACAO payload's fields (without the issuer, one per chain), the chains and the type. */
    authPayload: Omit<SiwxCacao['p'], 'iss'> & { chains: string[]; type?: string }
  }
}

/** The CACAO (CAIP-74) of one chain: the payload, the account as a did:pkh issuer, an EIP-191 signature. */
export interface TestCacao {
  h: { t: 'caip122' }
  p: SiwxCacao['p']
  s: { t: 'eip191'; s: string }
}

interface AuthenticatingWalletKit {
  formatAuthMessage(params: { request: unknown; iss: string }): string
  approveSessionAuthenticate(params: { id: number; auths: TestCacao[] }): Promise<unknown>
  rejectSessionAuthenticate(params: {
    id: number
    reason: { code: number; message: string }
  }): Promise<unknown>
}

const USER_REJECTED = { code: 5000, message: 'User rejected.' }

/** The wallet's side of a sign-in: its account, the chains it serves, its signer. */
export interface SigningWallet {
  address: string
  chains: readonly string[]
  signer: TestWallet
}

/**
 * Signs a sign-in request as a wallet does: for each requested chain the wallet serves, the
 * message WalletConnect formats (`formatAuthMessage`, with the ReCap sentence when the request
 * has one) signed with personal_sign by the wallet's key, as a CACAO. Throws when the wallet
 * serves none of the chains.
 */
export async function signAuthRequest(
  walletKit: Pick<AuthenticatingWalletKit, 'formatAuthMessage'>,
  request: Omit<SiwxCacao['p'], 'iss'> & {
    chains: string[]
    type?: string
    signatureTypes?: unknown
  },
  wallet: SigningWallet,
): Promise<TestCacao[]> {
  const { chains: _chains, type: _type, signatureTypes: _types, ...payload } = request
  const chains = request.chains.filter((chain) => wallet.chains.includes(chain))
  if (chains.length === 0) throw new Error('No requested chain the wallet serves.')
  const auths: TestCacao[] = []
  for (const chain of chains) {
    const iss = `did:pkh:${chain}:${wallet.address}`
    const message = walletKit.formatAuthMessage({ request, iss })
    const id = Number(chain.split(':')[1])
    if ((await wallet.signer.getChainId()) !== id) wallet.signer.setChain(id)
    const signature = (await wallet.signer.request({
      method: 'personal_sign',
      params: [toHex(message), wallet.address],
    })) as string
    auths.push({ h: { t: 'caip122' }, p: { ...payload, iss }, s: { t: 'eip191', s: signature } })
  }
  return auths
}

/**
 * Answers a one-click sign-in by `authenticate` (`signAuthRequest`, then
 * `approveSessionAuthenticate`). No served chain, or a refused signature: the request is
 * rejected. Resolves with the session and CACAOs.
 */
export async function answerSessionAuthenticate(
  walletKit: AuthenticatingWalletKit,
  event: SessionAuthenticateEvent,
  wallet: SigningWallet,
): Promise<{ session: unknown; auths: TestCacao[] }> {
  try {
    const auths = await signAuthRequest(walletKit, event.params.authPayload, wallet)
    const approved = (await walletKit.approveSessionAuthenticate({ id: event.id, auths })) as {
      session?: unknown
    }
    return { session: approved?.session, auths }
  } catch (error) {
    await walletKit
      .rejectSessionAuthenticate({ id: event.id, reason: USER_REJECTED })
      .catch(() => {})
    throw error
  }
}
