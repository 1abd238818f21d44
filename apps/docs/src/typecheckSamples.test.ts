import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type CodeSample, extractCodeSamples } from './codeSamples.js'
import { listFiles } from './listFiles.js'
import { pagesDirectory, samplesDirectory } from './paths.js'
import { typecheckSamples } from './typecheckSamples.js'

async function pageSamples(): Promise<CodeSample[]> {
  const pages = (await listFiles(pagesDirectory)).filter((file) => file.endsWith('.md'))
  const samples = await Promise.all(
    pages.map(async (page) =>
      extractCodeSamples(page, await readFile(join(pagesDirectory, page), 'utf8')),
    ),
  )
  return samples.flat()
}

describe('typecheckSamples', () => {
  it('behavior: an error is placed at the page and line of the sample that has it', async () => {
    const samples: CodeSample[] = [
      { page: 'a.md', line: 10, lang: 'ts', file: 'sample-10.ts', code: 'const ok: number = 1' },
      {
        page: 'b.md',
        line: 3,
        lang: 'ts',
        file: 'sample-3.ts',
        code: "const fine = 1\nconst wrong: number = 'one'",
      },
      {
        page: 'b.md',
        line: 20,
        lang: 'ts',
        file: 'sample-20.ts',
        code: "// Not type-checked: shows a mistake\nconst wrong: number = 'one'",
        skipReason: 'shows a mistake',
      },
    ]
    const { compiled, diagnostics } = await typecheckSamples(
      samples,
      join(samplesDirectory, 'self-test'),
    )
    expect(compiled).toBe(2)
    expect(diagnostics).toEqual([
      {
        page: 'b.md',
        line: 5,
        message: "error TS2322: Type 'string' is not assignable to type 'number'.",
      },
    ])
  })

  it('behavior: every ts and tsx sample of the pages compiles against the packages', async () => {
    const samples = await pageSamples()
    const skipped = samples.filter((sample) => sample.skipReason)
    const { compiled, diagnostics } = await typecheckSamples(
      samples,
      join(samplesDirectory, 'pages'),
    )
    console.info(
      `code samples: ${compiled} compiled, ${skipped.length} not type-checked` +
        skipped.map((sample) => `\n  ${sample.page}:${sample.line}: ${sample.skipReason}`).join(''),
    )
    expect(
      diagnostics.map(({ page, line, message }) => `${page}:${line}: ${message}`).join('\n'),
    ).toBe('')
    expect(compiled).toBeGreaterThan(0)
    // Skipping is for the rare sample that cannot compile on its own, each saying why.
    expect(skipped.length).toBeLessThanOrEqual(3)
  })
})
