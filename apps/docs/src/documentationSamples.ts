import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { type CodeSample, extractCodeSamples } from './codeSamples.js'
import { listFiles } from './listFiles.js'
import { packagesDirectory, pagesDirectory } from './paths.js'
import type { PublishablePackage } from './publishablePackages.js'

/**
 * The `ts` and `tsx` samples of every page of the site, each named by its page
 * (`adapters/evm.md`).
 *
 * @example
 * const samples = await pageSamples()
 */
export async function pageSamples(): Promise<CodeSample[]> {
  const pages = (await listFiles(pagesDirectory)).filter((file) => file.endsWith('.md'))
  const samples = await Promise.all(
    pages.map(async (page) =>
      extractCodeSamples(page, await readFile(join(pagesDirectory, page), 'utf8')),
    ),
  )
  return samples.flat()
}

/**
 * The `ts` and `tsx` samples of the READMEs of `packages` (what npm shows on each package's
 * page), each named by its README's path in the repository (`packages/core/README.md`).
 *
 * @example
 * const samples = await readmeSamples(await listPublishablePackages(packagesDirectory))
 */
export async function readmeSamples(
  packages: readonly Pick<PublishablePackage, 'folder'>[],
): Promise<CodeSample[]> {
  const samples = await Promise.all(
    packages.map(async ({ folder }) =>
      extractCodeSamples(
        posix.join('packages', folder, 'README.md'),
        await readFile(readmePath(folder), 'utf8'),
      ),
    ),
  )
  return samples.flat()
}

/** The README of the package in `packages/<folder>`. */
export function readmePath(folder: string): string {
  return join(packagesDirectory, folder, 'README.md')
}
