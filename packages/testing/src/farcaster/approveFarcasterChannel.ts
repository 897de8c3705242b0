import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export interface ApproveFarcasterChannelOptions {
  /** The Gangway server relaying the channel (its base URL). */
  serverUrl: string
  /** The channel to approve (`POST /embedded/farcaster/channel`'s `channelToken`). */
  channelToken: string
  fid: bigint | number
  /** The key of the fid's custody address: it signs the message. */
  custodyPrivateKey: Hex
  username: string
  /** The SIWF domain (the server's configured one, by default its host). */
  domain: string
  /** The channel's nonce. */
  nonce: string
  /** The message's URI (on `domain`). */
  uri: string
  /** Sent as `?projectId=` when set (a server with several projects needs it). */
  projectId?: string
  /** Another key signing instead of the custody key (a hostile signer); default the custody key. */
  signerPrivateKey?: Hex
  /** The address the message names; default the custody key's. */
  address?: Address
  issuedAt?: Date
  expirationTime?: Date
  /** EIP-155 chain id in the message; default 10 (OP Mainnet, as Farcaster clients sign). */
  chainId?: number
}

export interface FarcasterApproval {
  /** The relay's answer to the authenticate request. */
  response: Response
  message: string
  signature: Hex
}

/**
 * A test Farcaster client approving a Sign In With Farcaster request: builds the EIP-4361 message
 * a Farcaster client signs (statement "Farcaster Auth", resource `farcaster://fid/<fid>`), signs it
 * with the custody key (EIP-191) and posts it to the server's relay,
 * `POST {serverUrl}/embedded/farcaster/authenticate {channelToken, message, signature, fid, username}`.
 */
export async function approveFarcasterChannel(
  options: ApproveFarcasterChannelOptions,
): Promise<FarcasterApproval> {
  const custody = privateKeyToAccount(options.custodyPrivateKey)
  const signer = options.signerPrivateKey ? privateKeyToAccount(options.signerPrivateKey) : custody
  const message = createSiweMessage({
    domain: options.domain,
    address: options.address ?? custody.address,
    statement: 'Farcaster Auth',
    uri: options.uri,
    version: '1',
    chainId: options.chainId ?? 10,
    nonce: options.nonce,
    issuedAt: options.issuedAt ?? new Date(),
    ...(options.expirationTime && { expirationTime: options.expirationTime }),
    resources: [`farcaster://fid/${options.fid}`],
  })
  const signature = await signer.signMessage({ message })
  const query = options.projectId ? `?projectId=${encodeURIComponent(options.projectId)}` : ''
  const response = await fetch(`${options.serverUrl}/embedded/farcaster/authenticate${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      channelToken: options.channelToken,
      message,
      signature,
      fid: Number(options.fid),
      username: options.username,
    }),
  })
  return { response, message, signature }
}
