/** One email the server sends. */
export type MailMessage = {
  to: string
  from: string
  subject: string
  text: string
}

/** Where the server's emails go: the development mailbox, SMTP, or a test's double. */
export type MailTransport = {
  send(message: MailMessage): Promise<void>
}
