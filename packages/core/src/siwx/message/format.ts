import { parseCaipNetworkId } from '../../caip/caip.js'
import { assertSiwxMessageFields, type SiwxMessageFields } from './fields.js'
import { accountLabelOf } from './labels.js'

/**
 * The CAIP-122 text of a sign-in (EIP-4361 for eip155, Sign-In With Solana for solana, the same
 * shape for bip122 and polkadot). Validates every field first: throws
 * KitError('SIWX_MESSAGE_INVALID') naming the field that would break the text.
 */
export function formatSiwxMessage(fields: SiwxMessageFields): string {
  assertSiwxMessageFields(fields)
  const { namespace, chainId } = parseCaipNetworkId(fields.chainId)
  const lines = [
    `${fields.domain} wants you to sign in with your ${accountLabelOf(namespace)} account:`,
    fields.accountAddress,
    '',
  ]
  // EIP-4361: `address LF LF [statement LF] LF` — without a statement, two empty lines
  if (fields.statement !== undefined) lines.push(fields.statement)
  lines.push('')
  lines.push(
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  )
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined) {
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
