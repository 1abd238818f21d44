import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package's folder. */
export const docsRoot = fileURLToPath(new URL('..', import.meta.url))
/** The markdown of every page (VitePress's `srcDir`). */
export const pagesDirectory = join(docsRoot, 'pages')
/** The built site (VitePress's `outDir`). */
export const distDirectory = join(docsRoot, 'dist')
/** Where the tests write the pages' and READMEs' code samples to typecheck (gitignored). */
export const samplesDirectory = join(docsRoot, '.samples')
/** The repository's root folder. */
const repositoryRoot = join(docsRoot, '..', '..')
/** The workspace packages (`packages/*`), whose published ones have their READMEs checked. */
export const packagesDirectory = join(repositoryRoot, 'packages')
/** The settings every package of the repository compiles with. */
export const baseTsconfig = join(repositoryRoot, 'tsconfig.base.json')
