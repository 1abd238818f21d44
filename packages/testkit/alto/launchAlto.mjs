// Runs one alto bundler for the testkit: `node alto/launchAlto.mjs <alto's cli/alto.js>`.
// Alto needs two seconds of CPU to load its code; this loads it while the chain it will serve
// is still starting, then waits for alto's arguments (one JSON line on stdin: the chain's URL,
// the port ...) and runs alto's CLI with them.
//
// The parent holds our stdin open; when it goes away, even killed with SIGKILL, the pipe
// closes and the bundler exits instead of staying behind on its port.
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'

const [altoCli] = process.argv.slice(2)
if (!altoCli) throw new Error("usage: launchAlto.mjs <alto's cli/alto.js>")
const cliUrl = pathToFileURL(altoCli)
const lines = createInterface({ input: process.stdin })
lines.once('close', () => process.exit(0))
const received = new Promise((resolve) => lines.once('line', resolve))

// Nearly all of alto's modules (viem, sentry, fastify, the executor...) sit under its server;
// importing it runs nothing. The CLI itself is not imported yet: importing it runs it.
await import(new URL('./setupServer.js', cliUrl).href)
const args = JSON.parse(await received)
if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
  throw new Error(`alto's arguments must be a JSON array of strings, got ${JSON.stringify(args)}`)
}
// Alto's CLI reads `process.argv.slice(2)`, as if it had been started with them.
process.argv = [process.argv[0] ?? 'node', altoCli, ...args]
await import(cliUrl.href)
