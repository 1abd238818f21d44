/** `&amp;` → `&`: the values of a page's hidden fields. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function hiddenFields(html: string): [string, string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map(
    ([, name = '', value = '']) => [unescapeHtml(name), unescapeHtml(value)],
  )
}

export type SignInOnProviderOptions = {
  /** Where the popup ends: the frame's origin. */
  frameUrl: string
  /** `cancel` presses the stand-in's Cancel instead of "Sign in and allow". */
  decision?: 'allow' | 'cancel' | undefined
}

/**
 * The popup, for tests without a browser: follows the provider's redirects with its cookies,
 * fills the local OpenID provider's login page or a stand-in's consent page with `name`,
 * submits a `form_post` answer (Apple's) to the frame, and returns the callback address the
 * popup lands on (with the provider's code or error).
 */
export async function signInOnProvider(
  authorizationUrl: string,
  name: string,
  { frameUrl, decision = 'allow' }: SignInOnProviderOptions,
): Promise<string> {
  const cookies = new Map<string, string>()
  async function visit(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  const postForm = (url: string, fields: [string, string][]) =>
    visit(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  let url = authorizationUrl
  let response = await visit(url)
  for (let hops = 0; hops < 12; hops++) {
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href
      if (url.startsWith(`${frameUrl}/`)) return url
      response = await visit(url)
      continue
    }
    const html = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`no form at ${url} (${response.status}): ${html.slice(0, 300)}`)
    const target = new URL(unescapeHtml(action), url).href
    if (target.startsWith(`${frameUrl}/`)) {
      // A `form_post` answer: the provider's page posts the result to the frame's callback.
      response = await postForm(target, hiddenFields(html))
      url = target
    } else if (html.includes('name="decision"')) {
      response = await postForm(target, [
        ...hiddenFields(html),
        ['login', name],
        ['decision', decision],
      ])
    } else {
      const login = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1] ?? action
      response = await postForm(new URL(login, url).href, [['login', name]])
    }
  }
  throw new Error('the provider did not send the popup back')
}
