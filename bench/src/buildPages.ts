import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { type BenchPage, benchPages, distDir } from './pages.js'

/**
 * Builds each page on its own, as a site would (`vite build`, default minify, the packages'
 * published `dist` through the normal `import` condition), into `outDir/<page>/` with a
 * Vite manifest. Separate builds, so that no chunk is shared between the two pages.
 */
export async function buildPages(
  outDir: string = distDir,
  pages: readonly BenchPage[] = benchPages,
): Promise<void> {
  // Vite bundles React's development build when NODE_ENV says so, and vitest sets it to
  // `test`; a site's production build has it unset or `production`.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    for (const page of pages) await buildPage(page, join(outDir, page.name))
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

async function buildPage(page: BenchPage, outDir: string): Promise<void> {
  await build({
    configFile: false,
    envDir: false,
    root: page.sourceDir,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  })
}
