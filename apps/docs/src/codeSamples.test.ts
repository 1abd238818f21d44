import { describe, expect, it } from 'vitest'
import { extractCodeSamples } from './codeSamples.js'

describe('extractCodeSamples', () => {
  it('default: a ts and a tsx fence, with their lines; other languages are left out', () => {
    const markdown = [
      '# Page',
      '```sh',
      'npm install @latch/core',
      '```',
      '```ts',
      "import { createLatch } from '@latch/core'",
      '```',
      '',
      '```tsx',
      'const a = <b />',
      '```',
    ].join('\n')
    expect(extractCodeSamples('page.md', markdown)).toEqual([
      {
        page: 'page.md',
        line: 5,
        lang: 'ts',
        file: 'sample-5.ts',
        code: "import { createLatch } from '@latch/core'",
      },
      { page: 'page.md', line: 9, lang: 'tsx', file: 'sample-9.tsx', code: 'const a = <b />' },
    ])
  })

  it('behavior: a fence titled with a path is written to that path, with its extension', () => {
    const markdown = ['```tsx [app/layout.tsx]', 'a', '```', '```ts [lib/latch]', 'b', '```'].join(
      '\n',
    )
    expect(extractCodeSamples('ssr.md', markdown).map((sample) => sample.file)).toEqual([
      'app/layout.tsx',
      'lib/latch.ts',
    ])
  })

  it('behavior: a first line "// Not type-checked: <reason>" skips the sample, with the reason', () => {
    const markdown = [
      '```ts',
      '// Not type-checked: a fragment of the page above',
      'x',
      '```',
    ].join('\n')
    expect(extractCodeSamples('page.md', markdown)[0]?.skipReason).toBe(
      'a fragment of the page above',
    )
  })

  it('behavior: a fence indented in a list loses its indentation; a fence inside a longer one is its text', () => {
    const markdown = [
      '1. Step',
      '   ```ts',
      '   const a = 1',
      '     const b = 2',
      '   ```',
      '````md',
      '```ts',
      'not a sample',
      '```',
      '````',
    ].join('\n')
    expect(extractCodeSamples('page.md', markdown)).toEqual([
      {
        page: 'page.md',
        line: 2,
        lang: 'ts',
        file: 'sample-2.ts',
        code: 'const a = 1\n  const b = 2',
      },
    ])
  })

  it('behavior: a fence never closed is an error naming its line', () => {
    expect(() => extractCodeSamples('page.md', 'text\n```ts\nconst a = 1\n')).toThrow(
      'page.md:2: the code fence is never closed',
    )
  })
})
