import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Workspace packages are bundled from their sources: no stale `dist` in the demo.
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: { target: 'es2022', sourcemap: true },
})
