import { configDefaults, defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

// Components are tested in a DOM (`*.test.tsx`); the rest runs in Node, as the page's logic
// does not need one.
const componentTests = ['src/**/*.test.tsx']

export default defineConfig(
  sharedConfig({
    // One worker's module graph serves every file (the chain SDKs, viem, core): importing them
    // anew for each file was most of this package's time. The files share no module state;
    // they pass in any order (`--sequence.shuffle.files`).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'demo', exclude: [...configDefaults.exclude, ...componentTests] },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: componentTests,
          environment: 'happy-dom',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  }),
)
