// What `changeset version` would make of the pending changesets, tried on a copy: the
// workspace's manifests and `.changeset/` in a scratch directory, so that the checkout is not
// touched. Every publishable package a changeset names must come out with a new version and a
// CHANGELOG.md that has the changeset's text.
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { root } from './bootstrap.mjs'

const execFileAsync = promisify(execFile)
const changeset = join(root, 'node_modules', '.bin', 'changeset')

/** The packages each pending changeset names (its front matter's keys). */
async function namedPackages() {
  const dir = join(root, '.changeset')
  const named = new Set()
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.md'))) {
    if (file === 'README.md') continue
    const text = await readFile(join(dir, file), 'utf8')
    const front = text.split('---')[1] ?? ''
    for (const match of front.matchAll(/^"([^"]+)":/gm)) named.add(match[1])
  }
  return named
}

/**
 * Runs `changeset version` on a copy of the workspace's manifests; returns the problems found
 * for `workspaces` (the publishable packages, each with `name` and `path`), none when every
 * one named by a changeset got a version above `0.0.0`-style current one and a changelog.
 */
export async function checkChangesetsVersion(workspaces, allWorkspaces) {
  const scratch = await mkdtemp(join(tmpdir(), 'latch-changesets-'))
  try {
    for (const file of ['.changeset', 'package.json', 'pnpm-workspace.yaml']) {
      await cp(join(root, file), join(scratch, file), { recursive: true })
    }
    for (const workspace of allWorkspaces) {
      const manifest = join(relative(root, workspace.path), 'package.json')
      await mkdir(dirname(join(scratch, manifest)), { recursive: true })
      await cp(join(root, manifest), join(scratch, manifest))
    }
    await execFileAsync(changeset, ['version'], { cwd: scratch }).catch((error) => {
      throw new Error(`changeset version failed:\n${error.stdout}${error.stderr}`)
    })
    const named = await namedPackages()
    const problems = []
    for (const workspace of workspaces.filter(({ name }) => named.has(name))) {
      const dir = join(scratch, relative(root, workspace.path))
      const before = JSON.parse(await readFile(join(workspace.path, 'package.json'), 'utf8'))
      const after = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'))
      if (after.version === before.version) problems.push(`${workspace.name}: version unchanged`)
      const changelog = await readFile(join(dir, 'CHANGELOG.md'), 'utf8').catch(() => '')
      if (!changelog.includes(`## ${after.version}`)) {
        problems.push(`${workspace.name}: no CHANGELOG.md entry for ${after.version}`)
      }
    }
    return { problems, named: named.size }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
