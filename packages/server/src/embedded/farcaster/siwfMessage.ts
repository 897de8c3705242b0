import { type Address, getAddress, type Hex, isAddress, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { LoginRefusal } from '../social/loginRefusal.js'

/** Clock skew allowed on the message's times either way. */
const SKEW_MS = 60_000

const refuse = (message: string, field = 'message') =>
  new LoginRefusal('FARCASTER_INVALID', message, 400, field)

/** What a Sign In With Farcaster message must say: the channel's nonce and domain, the fid. */
export interface SiwfExpectations {
  nonce: string
  domain: string
  fid: string
}

/**
 * Checks a Sign In With Farcaster message (EIP-4361, signed by the fid's custody address): its
 * domain and nonce are the channel's, its URI is on that domain (http or https), version 1, it
 * has not expired and is not ahead of the clock, its resources name `farcaster://fid/<fid>`, and
 * the signature is its address's (EIP-191). Answers that address, whose custody of the fid is
 * checked on chain separately. Anything else: 400 FARCASTER_INVALID.
 */
export async function checkSiwfMessage(
  signed: { message: string; signature: string },
  expected: SiwfExpectations,
  now = Date.now(),
): Promise<Address> {
  const fields = parseSiweMessage(signed.message)
  if (!fields.address || !isAddress(fields.address) || !fields.uri || !fields.issuedAt)
    throw refuse('message: not a Sign In With Farcaster (EIP-4361) message')
  if (fields.domain !== expected.domain)
    throw refuse(`message: the domain is not ${expected.domain}`)
  if (fields.nonce !== expected.nonce) throw refuse("message: the nonce is not the channel's")
  if (fields.version !== '1') throw refuse('message: the version is not 1')
  let uri: URL
  try {
    uri = new URL(fields.uri)
  } catch {
    throw refuse('message: the URI is not a URL')
  }
  if (!/^https?:$/.test(uri.protocol) || uri.host !== expected.domain)
    throw refuse(`message: the URI is not on ${expected.domain}`)
  if (fields.expirationTime && fields.expirationTime.getTime() <= now - SKEW_MS)
    throw refuse('message: it has expired')
  if (fields.notBefore && fields.notBefore.getTime() > now + SKEW_MS)
    throw refuse('message: it is not valid yet')
  if (fields.issuedAt.getTime() > now + SKEW_MS) throw refuse('message: it is issued in the future')
  if (!fields.resources?.includes(`farcaster://fid/${expected.fid}`))
    throw refuse(`message: its resources do not name farcaster://fid/${expected.fid}`)
  const address = getAddress(fields.address)
  let valid = false
  try {
    valid = await verifyMessage({
      address,
      message: signed.message,
      signature: signed.signature as Hex,
    })
  } catch {
    valid = false
  }
  if (!valid) throw refuse("signature: not the message address's signature", 'signature')
  return address
}
