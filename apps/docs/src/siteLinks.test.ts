import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { sidebar } from '../.vitepress/sidebar.js'
import { allowedExternalLinks } from './allowedExternalLinks.js'
import { ensureBuiltSite } from './builtSite.js'
import { listFiles } from './listFiles.js'
import { distDirectory, pagesDirectory } from './paths.js'
import { checkLinks, parsePage, type SitePage } from './siteLinks.js'

describe('checkLinks', () => {
  const guide = parsePage(
    'guide/start.html',
    [
      '<link rel="stylesheet" href="/assets/style.css">',
      '<h2 id="install">Install</h2>',
      '<a href="#install">here</a>',
      '<a href="../theming.html#modes">themes</a>',
      '<a href="/index.html">home</a>',
      '<a href="https://example.org/spec">spec</a>',
    ].join(''),
  )
  const theming = parsePage('theming.html', '<h2 id="modes">Modes</h2>')
  const home = parsePage('index.html', '<h1 id="latch">Latch</h1>')
  const files = new Set([guide.path, theming.path, home.path, 'assets/style.css'])

  it('default: anchors, relative and absolute links, an allowed external link and a local stylesheet all resolve', () => {
    expect(checkLinks([guide, theming, home], files, ['https://example.org/spec'])).toEqual([])
  })

  it('behavior: a missing anchor, a missing page, an external link off the list and a remote script are each found', () => {
    const broken = parsePage(
      'broken.html',
      [
        '<a href="theming.html#colours">x</a>',
        '<a href="/nowhere.html">x</a>',
        '<a href="https://example.org/other">x</a>',
        '<script src="https://cdn.example.org/x.js"></script>',
      ].join(''),
    )
    const problems = checkLinks([broken, theming], new Set([broken.path, theming.path]), [
      'https://example.org/spec',
    ])
    expect(problems.map(({ href, problem }) => `${href}: ${problem}`)).toEqual([
      'theming.html#colours: no heading or element #colours in theming.html',
      '/nowhere.html: no such page or file: nowhere.html',
      'https://example.org/other: external link not in the allow-list (src/allowedExternalLinks.ts)',
      'https://cdn.example.org/x.js: loaded from another host',
    ])
  })
})

describe('the built site', () => {
  let pages: SitePage[] = []
  let files = new Set<string>()
  let markdown: string[] = []

  beforeAll(async () => {
    const { built, seconds } = await ensureBuiltSite()
    console.info(built ? `built the site in ${seconds?.toFixed(1)} s` : 'reused the built site')
    files = new Set(await listFiles(distDirectory))
    const html = [...files].filter((file) => file.endsWith('.html'))
    pages = await Promise.all(
      html.map(async (file) => parsePage(file, await readFile(join(distDirectory, file), 'utf8'))),
    )
    markdown = (await listFiles(pagesDirectory)).filter((file) => file.endsWith('.md'))
  }, 180_000)

  it('behavior: every page of pages/ is built, and the sidebar links each of them', () => {
    console.info(`${markdown.length} pages`)
    const built = markdown.map((page) => page.replace(/\.md$/, '.html'))
    expect(built.filter((page) => !files.has(page))).toEqual([])
    const linked = sidebar.flatMap((group) =>
      group.items.map((item) => (item.link === '/' ? 'index.html' : `${item.link.slice(1)}.html`)),
    )
    expect([...linked].sort()).toEqual([...built].sort())
  })

  it('behavior: every internal link and anchor resolves, and external links are only the allowed ones', () => {
    const problems = checkLinks(pages, files, allowedExternalLinks)
    expect(problems.map(({ page, href, problem }) => `${page}: ${href}: ${problem}`)).toEqual([])
  })

  it('behavior: no stylesheet loads anything from another host (fonts, images)', async () => {
    const remote: string[] = []
    for (const file of [...files].filter((each) => each.endsWith('.css'))) {
      const css = await readFile(join(distDirectory, file), 'utf8')
      for (const match of css.matchAll(/url\(\s*['"]?((?:https?:)?\/\/[^'")]+)/g)) {
        remote.push(`${file}: ${match[1]}`)
      }
    }
    expect(remote).toEqual([])
  })
})
