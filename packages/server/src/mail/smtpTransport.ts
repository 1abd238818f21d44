import { createTransport } from 'nodemailer'
import type { MailTransport } from './mailTransport.js'

/**
 * Sends through an SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`), with nodemailer.
 *
 * @example
 * const transport = createSmtpTransport('smtp://mailer:secret@mail.example.com:587')
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = createTransport(url)
  return {
    async send({ to, from, subject, text }) {
      await transporter.sendMail({ to, from, subject, text })
    },
  }
}
