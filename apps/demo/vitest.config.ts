import { configDefaults, defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

// Components are tested in a DOM (`*.test.tsx`); the rest runs in Node, as the page's logic
// does not need one.
const componentTests = ['src/**/*.test.tsx']

export default defineConfig(
  sharedConfig({
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
