import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A workspace package that is published to npm (its package.json is not `private`). */
export type PublishablePackage = {
  /** Its npm name (`@latch/core`). */
  name: string
  /** Its folder's name under the packages folder (`core`). */
  folder: string
  /** The dependencies a site must install beside it: its peers not marked optional. */
  requiredPeers: string[]
}

type PackageJson = {
  name?: string
  private?: boolean
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

/**
 * The published packages of the workspace, read from `<packagesDirectory>/*\/package.json`,
 * sorted by folder: a package added or made private changes the list without a test edit.
 *
 * @example
 * await listPublishablePackages(packagesDirectory)
 * // [{ name: '@latch/adapter-bitcoin', folder: 'adapter-bitcoin', requiredPeers: [] }, …]
 */
export async function listPublishablePackages(
  packagesDirectory: string,
): Promise<PublishablePackage[]> {
  const entries = await readdir(packagesDirectory, { withFileTypes: true })
  const packages: PublishablePackage[] = []
  for (const entry of entries.filter((each) => each.isDirectory()).sort(byName)) {
    const manifest = await readPackageJson(join(packagesDirectory, entry.name, 'package.json'))
    if (!manifest || manifest.private === true) continue
    if (!manifest.name) throw new Error(`packages/${entry.name}/package.json has no name`)
    packages.push({
      name: manifest.name,
      folder: entry.name,
      requiredPeers: Object.keys(manifest.peerDependencies ?? {}).filter(
        (peer) => manifest.peerDependenciesMeta?.[peer]?.optional !== true,
      ),
    })
  }
  return packages
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

/** A folder without a package.json (a leftover, a build output) is not a package. */
async function readPackageJson(path: string): Promise<PackageJson | undefined> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  return text === undefined ? undefined : (JSON.parse(text) as PackageJson)
}
