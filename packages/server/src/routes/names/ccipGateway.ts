import {
  decodeFunctionData,
  encodeAbiParameters,
  encodePacked,
  type Hex,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { Refusal } from '../../app/errors.js'
import { signKeccak } from '../../auth/signKeccak.js'
import { fullName } from './nameRules.js'
import type { NameRecord } from './namesStore.js'

// The EIP-3668 (CCIP-Read) gateway of an ENS offchain resolver (ENS's offchain-resolver
// protocol): the resolver's OffchainLookup carries `resolve(bytes name, bytes data)`; the
// gateway answers `data`'s record call for the name and signs (result, expires) for the
// resolver, which checks the signature on chain.

const gatewayAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** A request the gateway does not answer: 400 INVALID_REQUEST naming `data`, with this reason. */
export class GatewayRequestError extends Refusal<'INVALID_REQUEST'> {
  override readonly name = 'GatewayRequestError'
  constructor(message: string) {
    super('INVALID_REQUEST', message, 400, { field: 'data' })
  }
}

/** `alice.gangway.eth` of its DNS wire form (length-prefixed labels, a zero byte last). */
export function dnsDecode(packet: Hex): string {
  const bytes = Buffer.from(packet.slice(2), 'hex')
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length && bytes[offset] !== 0) {
    const length = bytes[offset] as number
    labels.push(bytes.subarray(offset + 1, offset + 1 + length).toString('utf8'))
    offset += length + 1
  }
  if (offset >= bytes.length) throw new GatewayRequestError('name: not a DNS-encoded name')
  return labels.join('.')
}

const isEvmCoinType = (coinType: bigint) =>
  coinType === 60n || (coinType >= 0x80000000n && coinType <= 0xffffffffn)

/** The ABI-encoded answer of a record call (`addr`, `addr` by coin type, `text`) for a name. */
function recordAnswer(call: Hex, name: string, found: NameRecord | undefined): Hex {
  let decoded: ReturnType<typeof decodeFunctionData<typeof recordAbi>>
  try {
    decoded = decodeFunctionData({ abi: recordAbi, data: call })
  } catch {
    throw new GatewayRequestError('data: only addr(node), addr(node, coinType) and text are served')
  }
  if (decoded.args[0] !== namehash(name))
    throw new GatewayRequestError("data: the node is not the name's namehash")
  // EVM accounts have one address on every EVM chain: the name's, for any EVM coin type.
  const address = found ? Object.values(found.addresses)[0]?.address : undefined
  if (decoded.functionName === 'text') return encodeAbiParameters([{ type: 'string' }], [''])
  if (decoded.args.length === 1)
    return encodeAbiParameters([{ type: 'address' }], [(address ?? zeroAddress) as Hex])
  const coinType = decoded.args[1] as bigint
  const bytes = address && isEvmCoinType(coinType) ? (address.toLowerCase() as Hex) : '0x'
  return encodeAbiParameters([{ type: 'bytes' }], [bytes])
}

export interface GatewayDeps {
  suffix: string
  signerKey: Hex
  ttlSeconds: number
  lookup(name: string): Promise<NameRecord | undefined>
  now?: () => number
}

/**
 * Answers one CCIP-Read request of the offchain resolver `sender`: `data` is its
 * `resolve(name, data)` call. Resolves with the signed response `(result, expires, signature)`.
 */
export async function answerGatewayRequest(
  deps: GatewayDeps,
  request: { sender: Hex; data: Hex },
): Promise<Hex> {
  let resolveCall: ReturnType<typeof decodeFunctionData<typeof gatewayAbi>>
  try {
    resolveCall = decodeFunctionData({ abi: gatewayAbi, data: request.data })
  } catch {
    throw new GatewayRequestError('data: must be a resolve(bytes name, bytes data) call')
  }
  const [packet, call] = resolveCall.args
  const asked = dnsDecode(packet)
  const name = await fullName(asked, deps.suffix)
  if (!name || name !== asked.toLowerCase())
    throw new GatewayRequestError(`name: not a name under ${deps.suffix}`)
  const result = recordAnswer(call, asked, await deps.lookup(name))
  const expires = BigInt(Math.floor((deps.now?.() ?? Date.now()) / 1000) + deps.ttlSeconds)
  const signed = encodePacked(
    ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
    ['0x1900', request.sender, expires, keccak256(request.data), keccak256(result)],
  )
  const signature = await signKeccak(signed, deps.signerKey)
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}
