import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Mailbox, ReceivedMail } from './startMailbox.js'

export interface MailboxInbox {
  /** `http://127.0.0.1:<port>/`: the inbox page; `/messages?to=…` the newest mail as JSON. */
  url: string
  close(): Promise<void>
}

/** The longest a `/messages` request waits for a mail to arrive (ms). */
const MAX_WAIT_MS = 30_000

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

const row = (mail: ReceivedMail) =>
  `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to.join(', '))} · ${new Date(
    mail.receivedAt,
  ).toISOString()}</p><pre>${escapeHtml(mail.text)}</pre></article>`

/**
 * The mailbox over HTTP on 127.0.0.1, for another process: the demo's visitor reads their login
 * code on the inbox page, and an end-to-end test in a worker process asks
 * `GET /messages?to=<address>&since=<ms>&wait=<ms>` (the newest matching mail as JSON, waiting
 * up to `wait` ms for one; 404 when none came).
 */
export async function serveMailboxInbox(
  mailbox: Mailbox,
  options: { port?: number } = {},
): Promise<MailboxInbox> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox')
    if (request.method !== 'GET') {
      response.writeHead(405).end()
      return
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to') ?? ''
      const since = Number(url.searchParams.get('since') ?? '')
      const wait = Math.min(MAX_WAIT_MS, Math.max(0, Number(url.searchParams.get('wait') ?? 0)))
      if (!to) {
        response.writeHead(400, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: 'to is required' }))
        return
      }
      mailbox
        .waitForMail({
          to,
          ...(Number.isFinite(since) && since > 0 && { since }),
          timeoutMs: wait || 1,
        })
        .then((mail) => {
          response.writeHead(200, {
            'content-type': 'application/json',
            'cache-control': 'no-store',
          })
          response.end(JSON.stringify(mail))
        })
        .catch(() => {
          response.writeHead(404, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ error: `no mail to ${to}` }))
        })
      return
    }
    if (url.pathname === '/') {
      const mails = [...mailbox.messages].reverse().map(row).join('\n')
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      })
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Gangway demo mailbox</title><style>body{font:14px system-ui;margin:2rem;max-width:48rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style></head><body><h1>Mailbox</h1>${mails || '<p>No mail yet.</p>'}</body></html>`,
      )
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
