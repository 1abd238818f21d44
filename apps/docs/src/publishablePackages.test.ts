import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { packagesDirectory } from './paths.js'
import { listPublishablePackages } from './publishablePackages.js'

describe('listPublishablePackages', () => {
  let directory = ''

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'latch-packages-'))
  })

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true })
  })

  async function writePackage(folder: string, manifest: object) {
    await mkdir(join(directory, folder), { recursive: true })
    await writeFile(join(directory, folder, 'package.json'), JSON.stringify(manifest))
  }

  it('default: the packages not marked private, by folder, with their required peers', async () => {
    await writePackage('ui', {
      name: '@latch/ui-react',
      peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', vitest: '^4' },
      peerDependenciesMeta: { vitest: { optional: true } },
    })
    await writePackage('core', { name: '@latch/core', private: false })
    await writePackage('server', { name: '@latch/server', private: true })
    await mkdir(join(directory, 'leftover'))
    expect(await listPublishablePackages(directory)).toEqual([
      { name: '@latch/core', folder: 'core', requiredPeers: [] },
      { name: '@latch/ui-react', folder: 'ui', requiredPeers: ['react', 'react-dom'] },
    ])
  })

  it('behavior: a published package without a name is an error naming it', async () => {
    await writePackage('nameless', { version: '1.0.0' })
    await expect(listPublishablePackages(directory)).rejects.toThrow(
      'packages/nameless/package.json has no name',
    )
  })

  it('behavior: the workspace has published packages, and its private ones are not among them', async () => {
    const names = (await listPublishablePackages(packagesDirectory)).map((each) => each.name)
    expect(names).toContain('@latch/core')
    expect(names).not.toContain('@latch/server')
    expect(names).not.toContain('@latch/testkit')
  })
})
