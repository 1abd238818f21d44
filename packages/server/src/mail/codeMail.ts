import type { CodePurpose } from '../auth/emailCodes.js'
import type { MailMessage } from './mailTransport.js'

const intros: Record<CodePurpose, string> = {
  login: 'Enter this code to sign in',
  update_primary: 'Enter this code to confirm changing the email of your account',
  update_secondary: 'Enter this code to confirm your new email address',
}

/**
 * The email that carries a one-time code. The code leads the subject, where mail apps show
 * it without opening the message.
 *
 * @example
 * codeMail({ to: 'ada@example.com', from, code: '042917', purpose: 'login' }).subject
 * // '042917 is your Latch code'
 */
export function codeMail({
  to,
  from,
  code,
  purpose,
}: {
  to: string
  from: string
  code: string
  purpose: CodePurpose
}): MailMessage {
  return {
    to,
    from,
    subject: `${code} is your Latch code`,
    text: `${intros[purpose]}: ${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this email.\n`,
  }
}
