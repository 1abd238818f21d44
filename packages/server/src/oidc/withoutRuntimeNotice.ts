/** The line oidc-provider prints as it loads on a Node release older than the one it wants. */
const RUNTIME_NOTICE = 'oidc-provider WARNING: Unsupported runtime.'

/**
 * Loads a module that imports `oidc-provider` without the "Unsupported runtime. Use Node.js
 * v22.x LTS" line it prints as it loads on Node 20. The local OpenID provider is a development
 * stand-in, and the project supports Node 20 (README), where its tests run it end to end: the
 * line reads as an action item to a new user and asks for nothing. Every other warning passes.
 */
export async function withoutRuntimeNotice<T>(load: () => Promise<T>): Promise<T> {
  const warn = console.warn
  console.warn = (...data: unknown[]) => {
    const [first] = data
    // The library colours the line on a terminal: compare without the colour codes.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the ANSI escape is the point
    const text = typeof first === 'string' ? first.replace(/\x1b\[[0-9;]*m/g, '') : undefined
    if (text?.startsWith(RUNTIME_NOTICE)) return
    warn(...data)
  }
  try {
    return await load()
  } finally {
    console.warn = warn
  }
}
