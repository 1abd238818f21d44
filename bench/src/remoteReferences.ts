import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'

/** A place in an emitted file that would make the page load something from another host. */
export type RemoteReference = { file: string; url: string }

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])
const textFiles = new Set(['.html', '.css', '.js', '.mjs'])
const fontFiles = new Set(['.woff', '.woff2', '.ttf', '.otf', '.eot'])
// Font services named anywhere: the modal uses the system font stack.
const fontHosts =
  /\b(fonts\.googleapis\.com|fonts\.gstatic\.com|use\.typekit\.net|fonts\.bunny\.net)\b/g
// `(scheme:)//host` as the browser would resolve it from a page.
const url = String.raw`((?:https?:|wss?:)?\/\/[^\s"'\`)/]+[^\s"'\`)]*)`
const loaders = [
  // HTML: scripts, styles, icons, frames.
  new RegExp(
    String.raw`<(?:script|link|img|iframe|source)\b[^>]*?\s(?:src|href)\s*=\s*["']?${url}`,
    'gi',
  ),
  // CSS, also inside JS: images, fonts and style sheets.
  new RegExp(String.raw`url\(\s*["']?${url}`, 'gi'),
  new RegExp(String.raw`@import\s+["']${url}`, 'gi'),
  // JS: code, data and sockets fetched from a literal URL, and literal image sources.
  new RegExp(
    String.raw`\b(?:fetch|import|importScripts|sendBeacon|EventSource|WebSocket|Worker|SharedWorker)\s*\(\s*["'\`]${url}`,
    'g',
  ),
  new RegExp(String.raw`\bsrc\s*[:=]\s*["'\`]${url}`, 'g'),
]

function isRemote(reference: string): boolean {
  const host = new URL(reference, 'https://page.invalid').hostname
  return !loopbackHosts.has(host)
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Every reference in the HTML, CSS and JS under `dir` that loads a script, style, font, image
 * or data from a host other than loopback: a `<script src>` or `<link href>`, a CSS `url()` or
 * `@import`, a `fetch`/`import()`/socket/worker of a literal URL, a literal image `src`, or a
 * font service named anywhere. URLs in licence comments, error texts or network settings
 * load nothing and are not reported; the bench's run sees the hosts actually contacted.
 */
export function findRemoteReferences(dir: string): RemoteReference[] {
  const found: RemoteReference[] = []
  for (const path of filesUnder(dir)) {
    if (!textFiles.has(extname(path))) continue
    const text = readFileSync(path, 'utf8')
    const file = relative(dir, path)
    // One report per URL and file, though an HTML `src=` also reads as a JS one.
    const urls = new Set<string>()
    for (const pattern of loaders) {
      for (const match of text.matchAll(pattern)) {
        const reference = match[1] as string
        if (isRemote(reference)) urls.add(reference)
      }
    }
    for (const match of text.matchAll(fontHosts)) urls.add(match[0])
    for (const reference of urls) found.push({ file, url: reference })
  }
  return found
}

/** Font files emitted into `dir`, relative to it. */
export function findFontFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((path) => fontFiles.has(extname(path)))
    .map((path) => relative(dir, path))
}
