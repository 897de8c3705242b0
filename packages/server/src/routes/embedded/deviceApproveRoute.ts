import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { escapeHtml } from '../../app/html.js'
import { isApprovalTokenUsable, useApprovalToken } from '../../embedded/devices.js'
import type { EmbeddedRoute } from './embeddedShared.js'

const query = z.object({
  token: z.string().max(256).optional(),
  projectId: z.string().max(64).optional(),
})

const getApprove = createRoute({
  method: 'get',
  path: '/embedded/device/approve',
  summary:
    'The link of a device approval mail: a page asking to approve the device (opening it changes nothing, so a mail scanner that follows links cannot use it up)',
  request: { query },
  responses: {
    200: {
      description: 'HTML: "Approve this device?" with an Approve button (a POST to this URL)',
      content: { 'text/html': { schema: z.string() } },
    },
    400: { description: 'HTML: the link is unknown, used or expired (nothing changed)' },
  },
})

const postApprove = createRoute({
  method: 'post',
  path: '/embedded/device/approve',
  summary: 'Approves the device of a device approval link (once, within 15 minutes)',
  request: { query },
  responses: {
    200: {
      description: 'HTML: "This device is approved"',
      content: { 'text/html': { schema: z.string() } },
    },
    400: { description: 'HTML: the link is unknown, used or expired (nothing changed)' },
  },
})

const INVALID = [
  'This link is not valid',
  'It was used already, has expired or is not a device approval link. Start the login again to get a new one.',
] as const

const wellFormed = (token: string | undefined): token is string =>
  token !== undefined && /^[-_A-Za-z0-9]{16,128}$/.test(token)

/** A small page; every text in it is escaped, nothing of the request is echoed. */
function page(c: Context, status: 200 | 400, title: string, text: string, form = '') {
  c.header(
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  )
  c.header('x-frame-options', 'DENY')
  c.header('referrer-policy', 'no-referrer')
  c.header('cache-control', 'no-store')
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}</body></html>`,
    status,
  )
}

export const deviceApproveRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(getApprove, async (c) => {
    const { token } = c.req.valid('query')
    const usable =
      wellFormed(token) && (await isApprovalTokenUsable(deps.db, token, c.get('project').id))
    if (!usable) return page(c, 400, ...INVALID)
    // The form posts to this very URL (its query names the token and the project).
    return page(
      c,
      200,
      'Approve this device?',
      'Someone is signing in to your wallet on a new device. Approve it only if it is you.',
      '<form method="post"><button type="submit" style="font:inherit;padding:.5rem 1rem">Approve this device</button></form>',
    )
  })
  app.openapi(postApprove, async (c) => {
    const { token } = c.req.valid('query')
    const approved = wellFormed(token)
      ? await useApprovalToken(deps.db, token, c.get('project').id)
      : undefined
    if (!approved) return page(c, 400, ...INVALID)
    return page(
      c,
      200,
      'This device is approved',
      'Go back to the login on your device: it continues by itself.',
    )
  })
}
