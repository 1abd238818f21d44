// Builds each wallet's page script (src/browser/<namespace>.ts) as one classic script with
// everything it needs inlined, into dist/page/<namespace>.js: what `installTestWallets` gives
// Playwright's `addInitScript`, so that a page gets the wallet before any of its own code runs.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const namespaces = ['evm', 'solana', 'bitcoin', 'polkadot', 'cosmos']

for (const namespace of namespaces) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // A library build keeps `process.env.NODE_ENV` as it finds it; a page has no `process`.
    // A classic script has no `import.meta` (@polkadot/* read it for their package info only).
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta': '{}' },
    build: {
      outDir: join(root, 'dist', 'page'),
      emptyOutDir: false,
      // Readable in a failing test's stack: not minified.
      minify: false,
      lib: {
        entry: join(root, 'src', 'browser', `${namespace}.ts`),
        formats: ['iife'],
        name: `latchTestWallet_${namespace}`,
        fileName: () => `${namespace}.js`,
      },
    },
  })
}
