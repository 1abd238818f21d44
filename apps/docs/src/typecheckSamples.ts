import { execFile } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, posix, relative } from 'node:path'
import type { CodeSample } from './codeSamples.js'
import { baseTsconfig } from './paths.js'

/** A compiler error, placed at its line of the page. */
export type SampleDiagnostic = { page: string; line: number; message: string }

export type TypecheckSamplesReturnType = {
  /** The samples compiled (the skipped ones are not). */
  compiled: number
  diagnostics: SampleDiagnostic[]
}

// The samples are checked as a site's own code is: the repository's strict settings, a
// bundler's resolution, React's JSX, and `@latch/*` resolved to the types each package
// publishes (`dist`, which turbo builds before any test), not to their sources: a site gets
// those, and checking the packages' sources again took most of this check's 25 s.
const samplesTsconfig = (directory: string) => ({
  extends: relative(directory, baseTsconfig),
  compilerOptions: {
    noEmit: true,
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    customConditions: [],
    // `@latch/ui-react` imports the modal's stylesheet, which the site's bundler loads; the
    // package declares `*.css` for its own build, not for its users' type checks.
    noUncheckedSideEffectImports: false,
    declaration: false,
    declarationMap: false,
    sourceMap: false,
  },
  include: ['**/*.ts', '**/*.tsx'],
})

/** The native `tsc` of the repository's TypeScript (root devDependency). */
function tscPath(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc')
}

/**
 * Writes each sample that is not skipped to `directory` (emptied first), one folder per
 * page, and typechecks them all in one `tsc` run. Each file ends with `export {}`, so that
 * every sample is a module of its own even without imports.
 *
 * @example
 * const { diagnostics } = await typecheckSamples(samples, '.samples')
 */
export async function typecheckSamples(
  samples: readonly CodeSample[],
  directory: string,
): Promise<TypecheckSamplesReturnType> {
  await rm(directory, { recursive: true, force: true })
  await mkdir(directory, { recursive: true })
  await writeFile(
    join(directory, 'tsconfig.json'),
    `${JSON.stringify(samplesTsconfig(directory), null, 2)}\n`,
  )
  const byFile = new Map<string, CodeSample>()
  for (const sample of samples) {
    if (sample.skipReason) continue
    const file = posix.join(sample.page.replace(/\.md$/, ''), sample.file)
    const other = byFile.get(file)
    if (other) {
      throw new Error(`${sample.page}:${sample.line}: a sample there is already named ${file}`)
    }
    byFile.set(file, sample)
    await mkdir(dirname(join(directory, file)), { recursive: true })
    await writeFile(join(directory, file), `${sample.code}\nexport {}\n`)
  }
  const output = await runTsc(directory)
  return { compiled: byFile.size, diagnostics: placeDiagnostics(output, byFile) }
}

/** Runs tsc in `directory`, where it prints the samples' paths relative to it. */
function runTsc(directory: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [tscPath(), '-p', 'tsconfig.json', '--pretty', 'false'],
      { cwd: directory, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // tsc exits 2 when it found errors, which it prints: those are the result.
        if (error && !stdout) reject(new Error(`tsc failed to run: ${stderr || error.message}`))
        else resolve(stdout)
      },
    )
  })
}

const diagnosticLine = /^(.+?)\((\d+),(\d+)\): (error .*)$/

/** tsc's `file(line,col): error …` lines, moved to the page and line the sample came from. */
function placeDiagnostics(
  output: string,
  byFile: ReadonlyMap<string, CodeSample>,
): SampleDiagnostic[] {
  const diagnostics: SampleDiagnostic[] = []
  for (const line of output.split('\n')) {
    if (!line.trim() || line.startsWith(' ')) {
      // A continuation of the error above (an elaboration): keep it with that error.
      const last = diagnostics.at(-1)
      if (last && line.trim()) last.message += `\n${line.trim()}`
      continue
    }
    const match = diagnosticLine.exec(line)
    const [, path = '', row = '0', column = '0', message = line] = match ?? []
    const sample = match ? byFile.get(path) : undefined
    diagnostics.push(
      sample
        ? { page: sample.page, line: sample.line + Number(row), message }
        : // An error outside a sample (a package's source, the settings): reported as it is.
          { page: match ? path : 'tsc', line: Number(row), message: `${message} (col ${column})` },
    )
  }
  return diagnostics
}
