// README command 1: installs everything, builds the demo and its packages, and serves it.
import { bootstrap, log, run } from './bootstrap.mjs'

const pnpm = await bootstrap()
log('building the demo and the packages it uses')
await run(pnpm, [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@latch/demo...',
  '--output-logs=errors-only',
])
await run(pnpm, ['--filter', '@latch/demo', 'run', 'serve'])
