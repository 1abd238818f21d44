import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSize } from './gzipSize.js'

/** One chunk of a Vite manifest (`build.manifest: true`), keyed by its source. */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/**
 * The lazy chunks the first click needs, named by the module each starts from: the modal
 * (`LatchModal` imports it) and core's state machines (`createLatch` imports them on `open`).
 */
const firstClickModules = [
  'ui-react/dist/modal/ModalDialog.js',
  'core/dist/client/latchRuntime.js',
] as const

/** The manifest Vite wrote into a built page's folder. */
export function readManifest(pageDir: string): Manifest {
  return JSON.parse(readFileSync(join(pageDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key]
  if (!found) throw new Error(`the manifest has no chunk ${key}`)
  return found
}

/** The key of the page's one entry chunk (its `index.html`). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const [only] = entries
  if (entries.length !== 1 || only === undefined) {
    throw new Error(`expected one entry chunk, found ${entries.length}`)
  }
  return only
}

/** `keys` and every chunk they import statically, which the browser loads before running them. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const pending = [...keys]
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue
    seen.add(key)
    pending.push(...(chunk(manifest, key).imports ?? []))
  }
  return seen
}

/** The chunks the browser loads with the page: the entry and its static imports. */
export function chunksBeforeFirstClick(manifest: Manifest): Set<string> {
  return staticClosure(manifest, [entryKey(manifest)])
}

/** The lazy chunk (a dynamic import of the page's chunks) that starts from `module`. */
function lazyChunk(manifest: Manifest, page: Set<string>, module: string): string {
  const lazy = new Set([...page].flatMap((key) => chunk(manifest, key).dynamicImports ?? []))
  const found = [...lazy].filter((key) => chunk(manifest, key).src?.endsWith(module))
  const [only] = found
  if (found.length !== 1 || only === undefined) {
    throw new Error(`expected one lazy chunk from ${module}, found ${found.length}`)
  }
  return only
}

/**
 * The chunks a page has loaded before anyone clicks: the page's, plus the modal's shell,
 * which `LatchModal` fetches at idle, and its static imports. With `discovery` (a page whose
 * adapters all find their wallets on demand, none with the page: `LatchModal` has them found
 * at idle too), the adapters' lazy discovery as well. Throws when the shell's chunk is not
 * found.
 */
export function chunksAtIdle(
  manifest: Manifest,
  { discovery = false }: { discovery?: boolean } = {},
): Set<string> {
  const page = chunksBeforeFirstClick(manifest)
  const shell = lazyChunk(manifest, page, firstClickModules[0])
  const found = discovery ? discoveryChunks(manifest, page) : []
  return staticClosure(manifest, [...page, shell, ...found])
}

/**
 * The chunks loaded once the modal shows its first view: the page's, plus the lazy chunks of
 * the first click (dynamic imports of the page's chunks: the modal, the machines, the
 * adapters' discovery) and their static imports. Throws
 * when one of them is not found, so that a change in how the packages split their code is
 * noticed here rather than silently measured as nothing.
 */
export function chunksUntilFirstWallet(manifest: Manifest): Set<string> {
  const page = chunksBeforeFirstClick(manifest)
  const needed = firstClickModules.map((module) => lazyChunk(manifest, page, module))
  return staticClosure(manifest, [...page, ...needed, ...discoveryChunks(manifest, page)])
}

/**
 * The module an adapter's `loadDiscovery` imports: its own `discovery.js` (the Wallet Standard
 * adapters' imports core's registry statically, so it comes with it).
 */
const discoveryModules = [/adapter-[a-z0-9]+\/dist\/discovery\.js$/] as const

/**
 * The adapters' wallet discovery, where it is a lazy chunk (`defineAdapter`'s
 * `loadDiscovery`): the first click loads it to list the wallets. None when every adapter
 * finds its wallets with the page.
 */
function discoveryChunks(manifest: Manifest, page: Set<string>): string[] {
  const lazy = new Set([...page].flatMap((key) => chunk(manifest, key).dynamicImports ?? []))
  return [...lazy].filter((key) => {
    const source = chunk(manifest, key).src ?? ''
    return discoveryModules.some((module) => module.test(source))
  })
}

/** The module `@latch/walletconnect` loads when the visitor picks WalletConnect. */
const walletConnectModule = 'walletconnect/dist/signClientSession.js'

/**
 * The chunks loaded once the visitor has picked WalletConnect: those of the first wallet,
 * plus WalletConnect's lazy chunk (sign-client) and its static imports. Throws when those
 * chunks import no such chunk lazily, as when WalletConnect is bundled with the page.
 */
export function chunksUntilWalletConnect(manifest: Manifest): Set<string> {
  const opened = chunksUntilFirstWallet(manifest)
  return staticClosure(manifest, [...opened, lazyChunk(manifest, opened, walletConnectModule)])
}

/** The gzip bytes of the chunks' JS files. */
export function jsGzipBytes(pageDir: string, manifest: Manifest, keys: Iterable<string>): number {
  let total = 0
  for (const key of keys) total += gzipSize(readFileSync(join(pageDir, chunk(manifest, key).file)))
  return total
}
