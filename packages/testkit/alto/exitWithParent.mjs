// Preloaded into every alto bundler the testkit starts (`node --import` this file). The parent
// holds our stdin open; when it goes away, even killed with SIGKILL, the pipe closes and the
// bundler exits instead of staying behind on its port. Alto itself never reads stdin.
import { isMainThread } from 'node:worker_threads'

// `--import` runs in worker threads too, whose stdin ends at once: only the process listens.
if (isMainThread) {
  process.stdin.on('end', () => process.exit(0))
  process.stdin.on('error', () => process.exit(0))
  process.stdin.resume()
}
