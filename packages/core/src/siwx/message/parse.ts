import { isChainNamespace } from '../../caip/caip.js'
import type { CaipNetworkId } from '../../types/chain.js'
import {
  assertSiwxMessageFields,
  invalidMessage,
  MAX_MESSAGE_LENGTH,
  type SiwxMessageFields,
} from './fields.js'
import { namespaceOfLabel } from './labels.js'

const HEADER = /^(\S{1,253}) wants you to sign in with your (\S{1,32}) account:$/

/** The tagged lines after the address, in the order they must appear. */
const TAGS = [
  ['URI', 'uri', true],
  ['Version', 'version', true],
  ['Chain ID', 'chainId', true],
  ['Nonce', 'nonce', true],
  ['Issued At', 'issuedAt', true],
  ['Expiration Time', 'expirationTime', false],
  ['Not Before', 'notBefore', false],
  ['Request ID', 'requestId', false],
] as const

type Tagged = Partial<Record<(typeof TAGS)[number][1], string>>

/** Reads the tagged lines from `at`; returns the values and the index after the last one. */
function readTags(lines: string[], at: number): { values: Tagged; next: number } {
  const values: Tagged = {}
  let index = at
  for (const [tag, key, required] of TAGS) {
    const line = lines[index]
    const prefix = `${tag}: `
    if (line?.startsWith(prefix)) {
      values[key] = line.slice(prefix.length)
      index += 1
    } else if (required) {
      throw invalidMessage(`expected "${prefix}…" on line ${index + 1}`)
    }
  }
  return { values, next: index }
}

function readResources(lines: string[], at: number): string[] | undefined {
  if (at === lines.length) return undefined
  if (lines[at] !== 'Resources:') throw invalidMessage(`unexpected text on line ${at + 1}`)
  const resources = lines.slice(at + 1).map((line, offset) => {
    if (!line.startsWith('- '))
      throw invalidMessage(`expected "- <uri>" on line ${at + offset + 2}`)
    return line.slice(2)
  })
  return resources
}

/**
 * Reads a CAIP-122 sign-in text back into its fields: the exact shape formatSiwxMessage writes
 * (LF line breaks, fields in order, no extra lines; Sign-In With Solana's single empty line
 * when there is no statement is read too). Throws KitError('SIWX_MESSAGE_INVALID') on
 * anything else.
 */
export function parseSiwxMessage(text: string): SiwxMessageFields {
  if (typeof text !== 'string') throw invalidMessage('the message must be a string')
  if (text.length > MAX_MESSAGE_LENGTH) {
    throw invalidMessage(`longer than ${MAX_MESSAGE_LENGTH} characters`)
  }
  if (text.includes('\r')) throw invalidMessage('line breaks must be LF only')
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header)
    throw invalidMessage(
      'the first line is not "<domain> wants you to sign in with your <chain> account:"',
    )
  const namespace = namespaceOfLabel(header[2] as string)
  if (namespace === undefined || !isChainNamespace(namespace))
    throw invalidMessage(`unknown account kind ${JSON.stringify(header[2])}`)
  const accountAddress = lines[1] ?? ''
  if (lines[2] !== '') throw invalidMessage('expected an empty line after the address')
  // EIP-4361 writes `address LF LF [statement LF] LF`; Sign-In With Solana without a statement
  // has one empty line only: both read the same.
  let at = 3
  let statement: string | undefined
  if (lines[3] === '') at = 4
  else if (lines[3] !== undefined && !lines[3].startsWith('URI: ')) {
    statement = lines[3]
    if (lines[4] !== '') throw invalidMessage('expected an empty line after the statement')
    at = 5
  }
  const { values, next } = readTags(lines, at)
  const resources = readResources(lines, next)
  const fields: SiwxMessageFields = {
    domain: header[1] as string,
    accountAddress,
    ...(statement !== undefined ? { statement } : {}),
    uri: values.uri as string,
    version: values.version as '1',
    chainId: `${namespace}:${values.chainId}` as CaipNetworkId,
    nonce: values.nonce as string,
    issuedAt: values.issuedAt as string,
    ...(values.expirationTime !== undefined ? { expirationTime: values.expirationTime } : {}),
    ...(values.notBefore !== undefined ? { notBefore: values.notBefore } : {}),
    ...(values.requestId !== undefined ? { requestId: values.requestId } : {}),
    ...(resources !== undefined ? { resources } : {}),
  }
  assertSiwxMessageFields(fields)
  return fields
}
