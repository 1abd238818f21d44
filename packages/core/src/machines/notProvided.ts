/**
 * Whether `error` is "… is not provided" (`InternalError` NOT_PROVIDED): the site configured
 * no service to ask (a blockchain service), so nothing failed; the lists say they are
 * unavailable rather than that they could not be read.
 */
export function isNotProvided(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'NOT_PROVIDED'
}
