/**
 * A stand-in for `document` with the cookie semantics core relies on: assigning
 * `name=value; attributes` sets one cookie (`Max-Age=0` removes it), reading gives
 * `name=value` pairs joined by `; `. `written` keeps every assignment, attributes included.
 */
export function cookieJar(protocol = 'https:') {
  const cookies = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    location: { protocol },
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(assignment: string) {
      written.push(assignment)
      const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim())
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      if (attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) {
        cookies.delete(name)
      } else {
        cookies.set(name, pair.slice(at + 1))
      }
    },
  }
}
