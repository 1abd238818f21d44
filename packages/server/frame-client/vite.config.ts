import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// The secure frame's scripts, bundled for the browser into the server's `dist/frame-client/`
// (where `src/frame/frameAssets.ts` reads them): the frame page's, the social callback's and the
// approval window's.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Bundled from the workspace sources, as the demo does: no stale `dist` of frame-protocol.
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../dist/frame-client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: false,
    rollupOptions: {
      input: {
        frame: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
        'social-callback': fileURLToPath(new URL('./src/socialCallback.ts', import.meta.url)),
        'approval-window': fileURLToPath(new URL('./src/approvalWindowMain.ts', import.meta.url)),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      preserveEntrySignatures: 'strict',
    },
  },
})
