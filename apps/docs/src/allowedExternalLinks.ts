/**
 * The pages off the site that the documentation may link to: exact URLs, or prefixes that end
 * in `/`. The link test refuses any other external link, and fetches none of these.
 */
export const allowedExternalLinks: readonly string[] = [
  // The libraries an adapter or the server is built on, named where they are introduced.
  'https://viem.sh',
  'https://pglite.dev',
]
