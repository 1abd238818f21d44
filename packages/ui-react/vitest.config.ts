import { configDefaults, defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

// `*.lazy.test.tsx` test the page before core's machines and the dialog's chunk have loaded:
// they run without the preload every other test file gets (each file has a module registry
// of its own).
const lazyTests = ['src/**/*.lazy.test.tsx']

export default defineConfig(
  sharedConfig({
    environment: 'happy-dom',
    projects: [
      {
        extends: true,
        test: {
          name: 'ui-react',
          isolate: false,
          exclude: [...configDefaults.exclude, ...lazyTests],
          setupFiles: [
            './src/testing/setup.ts',
            './src/testing/preloadRuntime.ts',
            './src/testing/preloadViews.ts',
          ],
        },
      },
      {
        extends: true,
        test: { name: 'lazy', include: lazyTests, setupFiles: ['./src/testing/setup.ts'] },
      },
    ],
  }),
)
