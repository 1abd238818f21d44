import { readdir, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/**
 * Every file under `path` (or `path` itself when it is a file), relative to `root`, written
 * with `/`; none when `path` does not exist.
 *
 * @example
 * await listFiles('pages') // ['index.md', 'adapters/evm.md', …]
 */
export async function listFiles(path: string, root = path): Promise<string[]> {
  const info = await stat(path).catch(() => undefined)
  if (!info) return []
  if (!info.isDirectory()) return [relative(root, path).split(sep).join('/')]
  const entries = await readdir(path)
  const nested = await Promise.all(entries.map((entry) => listFiles(join(path, entry), root)))
  return nested.flat().sort()
}
