// Type-checks every workspace: one program for those that share the base options
// (tsconfig.workspace.json), then each of the others with its own tsconfig.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { root, run } from './bootstrap.mjs'

/** What a workspace's tsconfig may say beyond the base and still be checked in the one program. */
const sharedOptions = {
  noEmit: true,
  allowImportingTsExtensions: true,
  types: ['node'],
  jsx: 'react-jsx',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
}
// e2e leaves DOM.Iterable out; the one program has it, which only adds types.
const narrowerLibs = [['ES2023', 'DOM']]

/** The workspaces' tsconfig files: JSON with line comments. */
function readTsconfig(dir) {
  const text = readFileSync(join(dir, 'tsconfig.json'), 'utf8')
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, ''))
}

function sharesOptions(config) {
  if (config.extends !== '../../tsconfig.base.json' && config.extends !== '../tsconfig.base.json')
    return false
  return Object.entries(config.compilerOptions ?? {}).every(([key, value]) => {
    if (!(key in sharedOptions)) return false
    const shared = JSON.stringify(sharedOptions[key])
    if (key === 'lib')
      return (
        narrowerLibs.some((lib) => JSON.stringify(lib) === JSON.stringify(value)) ||
        JSON.stringify(value) === shared
      )
    return JSON.stringify(value) === shared
  })
}

/**
 * The workspaces the one program covers (it includes every path their tsconfig includes, and
 * their options are the shared ones), and those checked alone with their own tsconfig.
 */
export function planTypecheck() {
  const workspace = JSON.parse(
    readFileSync(join(root, 'tsconfig.workspace.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
  )
  const dirs = ['packages', 'apps']
    .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name)))
    .concat([join(root, 'e2e'), join(root, 'bench')])
  const covered = []
  const alone = []
  for (const dir of dirs) {
    const path = relative(root, dir)
    const config = readTsconfig(dir)
    const included = config.include.every((entry) =>
      workspace.include.some(
        (pattern) =>
          pattern === `${path}/${entry}` || pattern === `${path.split('/')[0]}/*/${entry}`,
      ),
    )
    if (included && sharesOptions(config)) covered.push(path)
    else alone.push(path)
  }
  return { covered, alone }
}

export async function typecheck() {
  const { alone } = planTypecheck()
  const tsc = join(root, 'node_modules', '.bin', 'tsc')
  await run(tsc, ['--noEmit', '-p', 'tsconfig.workspace.json'])
  // latch-server's frame client runs in the browser only: its own config, without Node.
  await run(tsc, ['--noEmit', '-p', 'packages/server/frame-client'])
  const filters = alone.map((path) => `--filter=./${path}`)
  await run(join(root, 'node_modules', '.bin', 'turbo'), [
    'run',
    'typecheck',
    ...filters,
    '--only',
    '--continue',
    '--concurrency=2',
    '--output-logs=errors-only',
  ])
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await typecheck()
