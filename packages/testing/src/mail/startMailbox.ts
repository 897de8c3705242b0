import { importOptionalPeer } from '@gangway/core/internal'
import type { AddressObject } from 'mailparser'

/** One message the mailbox received, parsed. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[]
  /** Envelope sender (MAIL FROM). */
  from: string
  /** The From header as written. */
  fromHeader: string
  subject: string
  text: string
  html: string
  receivedAt: number
}

export interface WaitForMailOptions {
  /** A recipient of the message (case-insensitive). */
  to: string
  /** The subject must match. */
  subject?: RegExp
  /** How long to wait for it (default 10 s). */
  timeoutMs?: number
  /** Only messages received after this time (ms since epoch); default: any kept message. */
  since?: number
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`: the URL to give the server's `embedded.smtp.url`. */
  url: string
  port: number
  /** Every message received so far, oldest first. */
  messages: readonly ReceivedMail[]
  /** The newest message for `to` (matching `subject`), waiting up to `timeoutMs` for one to arrive. */
  waitForMail(options: WaitForMailOptions): Promise<ReceivedMail>
  /** The 6-digit code of the newest message to `to` that holds one, else undefined. */
  latestCode(to: string): string | undefined
  /** Forgets the messages received so far. */
  clear(): void
  close(): Promise<void>
}

const CODE = /(?<!\d)\d{6}(?!\d)/

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(', ')

/**
 * A real SMTP server on 127.0.0.1 (a random free port) that keeps every message it receives, for
 * tests of mail a server sends (login codes, approval links). No authentication, no TLS.
 */
export async function startMailbox(): Promise<Mailbox> {
  // Loaded here, not with @gangway/testing's entry: optional peers, for the tests that read mail.
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([
    importOptionalPeer('smtp-server', 'startMailbox', () => import('smtp-server')),
    importOptionalPeer('mailparser', 'startMailbox', () => import('mailparser')),
  ])
  const messages: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // A test mailbox closes at once: a client that keeps its connection open (a pooled mailer
    // whose server is still running) is told 421 and cut after 100 ms, not 30 s.
    closeTimeout: 100,
    logger: false,
    size: 1_000_000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            fromHeader: addressesOf(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          })
          for (const wake of [...waiters]) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address()
      if (address && typeof address === 'object') resolve(address.port)
      else reject(new Error('mailbox: no port'))
    })
  })

  const find = ({ to, subject, since }: WaitForMailOptions) => {
    const recipient = to.toLowerCase()
    for (let index = messages.length - 1; index >= 0; index--) {
      const mail = messages[index]!
      if (since !== undefined && mail.receivedAt < since) continue
      if (!mail.to.includes(recipient)) continue
      if (subject && !subject.test(mail.subject)) continue
      return mail
    }
    return undefined
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMail(options) {
      const found = find(options)
      if (found) return Promise.resolve(found)
      const timeoutMs = options.timeoutMs ?? 10_000
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find(options)
          if (!mail) return
          clearTimeout(timer)
          waiters.delete(wake)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`mailbox: no mail to ${options.to} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(wake)
      })
    },
    latestCode(to) {
      const recipient = to.toLowerCase()
      for (let index = messages.length - 1; index >= 0; index--) {
        const mail = messages[index]!
        if (!mail.to.includes(recipient)) continue
        const code = CODE.exec(mail.subject)?.[0] ?? CODE.exec(mail.text)?.[0]
        if (code) return code
      }
      return undefined
    },
    clear() {
      messages.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
