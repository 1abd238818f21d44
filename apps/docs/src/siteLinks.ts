/** What the link check reads of one built page. */
export type SitePage = {
  /** Relative to the site's root, with `/`: `adapters/evm.html`. */
  path: string
  /** Every `id` of the page: the anchors a link may name. */
  ids: ReadonlySet<string>
  /** Every `<a href>`. */
  links: readonly string[]
  /** Every `src` and `<link href>`: what a browser loads with the page. */
  resources: readonly string[]
}

export type LinkProblem = { page: string; href: string; problem: string }

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}
const decode = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => entities[entity] ?? entity)
const all = (pattern: RegExp, html: string) =>
  [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''))

/**
 * The anchors, links and loaded resources of one page of the built site. VitePress writes
 * double-quoted attributes; that is all this reads.
 *
 * @example
 * parsePage('index.html', '<h2 id="a">A</h2><a href="#a">A</a>').ids.has('a') // true
 */
export function parsePage(path: string, html: string): SitePage {
  return {
    path,
    ids: new Set(all(/\sid="([^"]*)"/g, html)),
    links: all(/<a\b[^>]*?\shref="([^"]*)"/g, html),
    resources: [
      ...all(/<(?:script|img|iframe|source|video|audio|embed)\b[^>]*?\ssrc="([^"]*)"/g, html),
      ...all(/<link\b[^>]*?\shref="([^"]*)"/g, html),
    ],
  }
}

const hasScheme = /^[a-z][a-z0-9+.-]*:|^\/\//i

/**
 * Every link of the site that does not land: an internal link to a file the build does not
 * have or to an anchor its page does not have, an external link not in `allowedExternal`
 * (each an exact URL, or a prefix ending in `/`), and any resource loaded from another host.
 * Nothing is fetched.
 *
 * @example
 * checkLinks([page], new Set(['index.html']), []) // [] when every link resolves
 */
export function checkLinks(
  pages: readonly SitePage[],
  files: ReadonlySet<string>,
  allowedExternal: readonly string[],
): LinkProblem[] {
  const byPath = new Map(pages.map((page) => [page.path, page]))
  const problems: LinkProblem[] = []
  for (const page of pages) {
    for (const href of page.links) {
      const problem = hasScheme.test(href)
        ? externalProblem(href, allowedExternal)
        : internalProblem(page.path, href, files, byPath)
      if (problem) problems.push({ page: page.path, href, problem })
    }
    for (const src of page.resources) {
      if (hasScheme.test(src) && !src.startsWith('data:')) {
        problems.push({ page: page.path, href: src, problem: 'loaded from another host' })
      } else if (!hasScheme.test(src) && !files.has(targetFile(page.path, src).file)) {
        problems.push({ page: page.path, href: src, problem: 'no such file in the build' })
      }
    }
  }
  return problems
}

function externalProblem(href: string, allowed: readonly string[]): string | undefined {
  const withoutHash = href.split('#')[0] ?? href
  const listed = allowed.some((entry) =>
    entry.endsWith('/') ? withoutHash.startsWith(entry) : withoutHash === entry,
  )
  return listed ? undefined : 'external link not in the allow-list (src/allowedExternalLinks.ts)'
}

/** The built file a link of `from` opens, and the anchor it names. */
function targetFile(from: string, href: string): { file: string; anchor: string } {
  const url = new URL(href, `https://docs.invalid/${from}`)
  let file = decodeURIComponent(url.pathname).replace(/^\//, '')
  if (file === '' || file.endsWith('/')) file += 'index.html'
  return { file, anchor: decodeURIComponent(url.hash.replace(/^#/, '')) }
}

function internalProblem(
  from: string,
  href: string,
  files: ReadonlySet<string>,
  pages: ReadonlyMap<string, SitePage>,
): string | undefined {
  const { file, anchor } = targetFile(from, href)
  if (!files.has(file)) return `no such page or file: ${file}`
  if (!anchor) return undefined
  const target = pages.get(file)
  if (!target) return `an anchor into ${file}, which is not a page`
  return target.ids.has(anchor) ? undefined : `no heading or element #${anchor} in ${file}`
}
