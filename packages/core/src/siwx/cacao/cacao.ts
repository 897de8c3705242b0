import { isCaipNetworkId } from '../../caip/caip.js'
import type { CaipNetworkId } from '../../types/chain.js'
import { invalidMessage, type SiwxMessageFields } from '../message/fields.js'
import { formatSiwxMessage } from '../message/format.js'

/**
 * A CACAO (CAIP-74): the signed sign-in a wallet answers to WalletConnect's one-click
 * `authenticate` — header, payload (the CAIP-122 fields, the account as a did:pkh issuer) and
 * signature.
 */
export interface SiwxCacao {
  h: { t: 'caip122' | 'eip4361' | string }
  p: {
    domain: string
    /** `did:pkh:<namespace>:<reference>:<address>` */
    iss: string
    /** The URI of the sign-in. */
    aud: string
    version: string
    nonce: string
    iat: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: 'eip191' | 'eip1271' | string; s: string; m?: string }
}

/** What a CACAO stands for: the message's fields, the text the wallet signed, its signature. */
export interface CacaoSignIn {
  fields: SiwxMessageFields
  message: string
  signature: string
}

const RECAP = 'urn:recap:'
const RECAP_STATEMENT =
  'I further authorize the stated URI to perform the following actions on my behalf: '

type Recap = { att: Record<string, Record<string, unknown[]>> }

function decodeRecap(resource: string): Recap {
  let recap: unknown
  try {
    const encoded = resource.slice(resource.indexOf(RECAP) + RECAP.length)
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    recap = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw invalidMessage('resources: the ReCap resource is not base64url JSON')
  }
  const att = (recap as { att?: unknown })?.att
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  const valid =
    isObject(att) &&
    Object.keys(att).length > 0 &&
    Object.values(att).every(
      (abilities) =>
        isObject(abilities) &&
        Object.keys(abilities).length > 0 &&
        Object.values(abilities).every(
          (limits) => Array.isArray(limits) && limits.length > 0 && limits.every(isObject),
        ),
    )
  if (!valid) throw invalidMessage('resources: the ReCap resource has no valid `att`')
  return recap as Recap
}

/**
 * The statement with its ReCap sentence (EIP-5573), as WalletConnect writes it when the last
 * resource is a ReCap: `<statement> I further authorize the stated URI to perform the following
 * actions on my behalf: (1) 'request': 'eth_sign', 'personal_sign' for 'eip155'.`
 */
export function statementWithRecap(
  statement: string | undefined,
  resources: string[] | undefined,
): string | undefined {
  const last = resources?.[resources.length - 1]
  if (!last?.includes(RECAP)) return statement
  const recap = decodeRecap(last)
  if (statement?.includes(RECAP_STATEMENT)) return statement
  let index = 0
  const parts = Object.keys(recap.att).map((resource) => {
    const abilities = Object.keys(recap.att[resource] as object).map((key) => ({
      ability: key.split('/')[0] as string,
      action: key.split('/')[1] as string,
    }))
    abilities.sort((a, b) => a.action.localeCompare(b.action))
    const actions: Record<string, string[]> = {}
    for (const { ability, action } of abilities) {
      actions[ability] = [...(actions[ability] ?? []), action]
    }
    return Object.keys(actions)
      .map((ability) => {
        index += 1
        return `(${index}) '${ability}': '${actions[ability]?.join("', '")}' for '${resource}'.`
      })
      .join(', ')
      .replace('.,', '.')
  })
  return `${statement ? `${statement} ` : ''}${RECAP_STATEMENT}${parts.join(' ')}`
}

const DID_PKH = /^did:pkh:([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/**
 * The CAIP-122 text a CACAO stands for: its payload formats to the very message the wallet signed
 * (EIP-4361 for eip155, with the ReCap sentence WalletConnect adds to the statement), then checked
 * like any sign-in. Throws KitError('SIWX_MESSAGE_INVALID') naming what is wrong.
 */
export function cacaoToSiwx(cacao: SiwxCacao): CacaoSignIn {
  const payload = cacao?.p
  if (typeof payload !== 'object' || payload === null) throw invalidMessage('cacao: no payload')
  if (typeof cacao.s?.s !== 'string' || !cacao.s.s) throw invalidMessage('cacao: no signature')
  const did = typeof payload.iss === 'string' ? DID_PKH.exec(payload.iss) : null
  const chainId = did ? `${did[1]}:${did[2]}` : ''
  if (!did || !isCaipNetworkId(chainId))
    throw invalidMessage('cacao: iss must be did:pkh:<namespace>:<reference>:<address>')
  // WalletConnect leaves an empty statement out of the text.
  const statement = statementWithRecap(payload.statement || undefined, payload.resources)
  const fields: SiwxMessageFields = {
    domain: payload.domain,
    accountAddress: did[3] as string,
    ...(statement !== undefined && { statement }),
    uri: payload.aud,
    version: payload.version as '1',
    chainId: chainId as CaipNetworkId,
    nonce: payload.nonce,
    issuedAt: payload.iat,
    ...(payload.exp !== undefined && { expirationTime: payload.exp }),
    ...(payload.nbf !== undefined && { notBefore: payload.nbf }),
    ...(payload.requestId !== undefined && { requestId: payload.requestId }),
    ...(payload.resources !== undefined && { resources: payload.resources }),
  }
  return { fields, message: formatSiwxMessage(fields), signature: cacao.s.s }
}
