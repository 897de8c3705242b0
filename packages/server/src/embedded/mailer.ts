import { createTransport, type Transporter } from 'nodemailer'
import { escapeHtml } from '../app/html.js'
import type { Logger } from '../app/logger.js'
import type { EmbeddedConfig } from '../config/schema.js'
import { EmbeddedRefusal } from './embeddedErrors.js'

/** The embedded wallet's mail: login codes and device approval links, plain text and HTML. */
export interface Mailer {
  sendCode(to: string, code: string, minutes: number): Promise<void>
  sendDeviceApproval(to: string, link: string): Promise<void>
  close(): void
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif">${body}</body></html>`

/**
 * Sends through the operator's SMTP server (`embedded.smtp.url`), from `embedded.smtp.from`. A
 * mail the server does not take is 502 MAIL_FAILED with a fixed message: the SMTP error (its
 * host, port, what it said) goes to the log only.
 *
 * The connections are pooled (at most 5, each reused for up to 100 mails, reopened when the
 * server closes an idle one): a new SMTP connection per mail (greeting, EHLO, STARTTLS, QUIT)
 * cost a login request ≈ 12 ms of CPU and ≈ 125 ms at 10 concurrent logins (bench:server).
 * `?pool=false` in the URL turns it off.
 */
export function createMailer(smtp: EmbeddedConfig['smtp'], log: Logger): Mailer {
  const transport: Transporter = createTransport({ url: smtp.url, pool: true })
  async function send(to: string, subject: string, text: string, html: string) {
    try {
      await transport.sendMail({ from: smtp.from, to, subject, text, html })
    } catch (error) {
      log.warn('mail failed', { error: error instanceof Error ? error.message : String(error) })
      throw new EmbeddedRefusal('MAIL_FAILED', 'The mail could not be sent; try again later', 502)
    }
  }
  return {
    // The code is the only 6-digit number in the subject and the body.
    sendCode: (to, code, minutes) =>
      send(
        to,
        `Your Gangway code: ${code}`,
        `Your login code is ${code}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail.\n`,
        page(
          `<p>Your login code is</p><p style="font-size:28px;letter-spacing:4px"><b>${escapeHtml(code)}</b></p><p>It expires in ${minutes} minutes. If you did not ask for it, ignore this mail.</p>`,
        ),
      ),
    sendDeviceApproval: (to, link) =>
      send(
        to,
        'Approve your new device',
        `A login to your wallet was started on a new device.\n\nApprove this device: ${link}\n\nThe link works once, for 15 minutes. If it was not you, ignore this mail.\n`,
        page(
          `<p>A login to your wallet was started on a new device.</p><p><a href="${escapeHtml(link)}">Approve this device</a></p><p>The link works once, for 15 minutes. If it was not you, ignore this mail.</p>`,
        ),
      ),
    close: () => transport.close(),
  }
}
