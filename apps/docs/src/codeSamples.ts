/** A `ts` or `tsx` fenced block of a page, as a file of its own to typecheck. */
export type CodeSample = {
  /** The page, relative to `pages/` (`adapters/evm.md`). */
  page: string
  /** The 1-based line of the opening fence in the page. */
  line: number
  lang: 'ts' | 'tsx'
  /**
   * Where the sample is written, relative to its page's folder: the fence's title
   * (` ```tsx [app/layout.tsx] `), so that the files of one page import each other, else
   * `sample-<line>.<lang>`.
   */
  file: string
  code: string
  /** Why the sample is not compiled: its first line, `// Not type-checked: <reason>`. */
  skipReason?: string
}

const compiledLanguages = new Set(['ts', 'tsx'])
const openingFence = /^(\s*)(`{3,}|~{3,})\s*([^\s`{[]*)(.*)$/
const skipMarker = /^\/\/\s*Not type-checked:\s*(\S.*)$/i

/**
 * The `ts` and `tsx` samples of a page's markdown, in order. A fence may name its file in
 * brackets, as VitePress titles a code group's tabs; fences of other languages are skipped,
 * and so are fences nested in a longer one.
 *
 * @example
 * extractCodeSamples('theming.md', '```ts\nconst a = 1\n```')
 * // [{ page: 'theming.md', line: 1, lang: 'ts', file: 'sample-1.ts', code: 'const a = 1' }]
 */
export function extractCodeSamples(page: string, markdown: string): CodeSample[] {
  const lines = markdown.split('\n')
  const samples: CodeSample[] = []
  let index = 0
  while (index < lines.length) {
    const opening = openingFence.exec(lines[index] ?? '')
    if (!opening) {
      index += 1
      continue
    }
    const [, indent = '', fence = '', lang = '', info = ''] = opening
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`)
    const start = index
    const body: string[] = []
    index += 1
    while (index < lines.length && !closing.test(lines[index] ?? '')) {
      const line = lines[index] ?? ''
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart())
      index += 1
    }
    if (index >= lines.length) {
      throw new Error(`${page}:${start + 1}: the code fence is never closed`)
    }
    index += 1
    if (!compiledLanguages.has(lang)) continue
    const code = body.join('\n')
    const title = /\[([^\]]+)\]/.exec(info)?.[1]?.trim()
    const skipReason = skipMarker.exec(body[0] ?? '')?.[1]?.trim()
    samples.push({
      page,
      line: start + 1,
      lang: lang as CodeSample['lang'],
      file: title ? withExtension(title, lang) : `sample-${start + 1}.${lang}`,
      code,
      ...(skipReason ? { skipReason } : {}),
    })
  }
  return samples
}

function withExtension(title: string, lang: string): string {
  return /\.(ts|tsx)$/.test(title) ? title : `${title}.${lang}`
}
