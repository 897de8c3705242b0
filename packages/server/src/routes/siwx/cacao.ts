import { cacaoToSiwx } from '@gangway/core/siwx'
import { z } from '@hono/zod-openapi'
import { detailsOf, SiwxRefusal } from './siwxErrors.js'

/** A CACAO (CAIP-74) of a one-click WalletConnect sign-in: header, payload, signature. */
export const cacaoSchema = z
  .object({
    h: z.object({ t: z.enum(['caip122', 'eip4361']) }),
    p: z.object({
      domain: z.string().max(253),
      iss: z
        .string()
        .regex(/^did:pkh:eip155:\d{1,19}:0x[0-9a-fA-F]{40}$/, 'must be did:pkh:eip155:…'),
      aud: z.string().max(2_048),
      version: z.literal('1'),
      nonce: z.string().max(128),
      iat: z.string().max(64),
      nbf: z.string().max(64).optional(),
      exp: z.string().max(64).optional(),
      statement: z.string().max(1_024).optional(),
      requestId: z.string().max(256).optional(),
      resources: z.array(z.string().max(2_048)).max(64).optional(),
    }),
    s: z.object({ t: z.enum(['eip191', 'eip1271']), s: z.string().max(8_192) }),
  })
  .openapi('Cacao')

export type Cacao = z.infer<typeof cacaoSchema>

/**
 * The EIP-4361 text and signature a CACAO stands for (`cacaoToSiwx` of @gangway/core/siwx: its
 * payload formats to the very message the wallet signed), then checked like any eip155 sign-in.
 */
export function messageOfCacao(cacao: Cacao): { message: string; signature: string } {
  try {
    const { message, signature } = cacaoToSiwx(cacao)
    return { message, signature }
  } catch (error) {
    throw new SiwxRefusal('SIWX_MESSAGE_INVALID', `cacao: ${detailsOf(error)}`, 'cacao', 400)
  }
}
