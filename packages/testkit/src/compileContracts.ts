import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { packageDir } from './packageDir.js'

/** A compiled contract, ready to deploy. */
export type CompiledContract = {
  readonly abi: Abi
  readonly bytecode: Hex
}

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string } } } | undefined>
  >
}

type Solc = {
  compile(
    input: string,
    callbacks: { import(path: string): { contents: string } | { error: string } },
  ): string
}

// Every hardhat hardfork the testkit may run (cancun and later) executes this bytecode.
const evmVersion = 'cancun'
const openZeppelinPrefix = '@openzeppelin/contracts/'

/**
 * Compiles some of the testkit's `contracts/<Name>.sol` together with the `solc` package
 * (offline, no compiler download), their OpenZeppelin imports read from the installed
 * `@openzeppelin/contracts`, once: the result is cached under `.cache/<cacheName>-<key>.json`,
 * keyed by the sources, OpenZeppelin's version and the compiler, so later start-ups skip the
 * compiler's ~1 s load and the seconds of compiling.
 *
 * @example
 * const { token } = await compileContracts('devnet-contracts', { token: 'LatchToken' })
 */
export async function compileContracts<Key extends string>(
  cacheName: string,
  names: Readonly<Record<Key, string>>,
): Promise<Record<Key, CompiledContract>> {
  const require = createRequire(import.meta.url)
  const solcVersion: string = require('solc/package.json').version
  const openZeppelinDir = dirname(require.resolve('@openzeppelin/contracts/package.json'))
  const openZeppelinVersion: string = require('@openzeppelin/contracts/package.json').version
  const contents = Object.fromEntries(
    await Promise.all(
      Object.values<string>(names).map(
        async (name) =>
          [
            `${name}.sol`,
            await readFile(join(packageDir, 'contracts', `${name}.sol`), 'utf8'),
          ] as const,
      ),
    ),
  )
  const key = createHash('sha256')
    .update(`${solcVersion}\n${evmVersion}\n${openZeppelinVersion}\n${JSON.stringify(contents)}`)
    .digest('hex')
    .slice(0, 16)
  const cacheDir = join(packageDir, '.cache')
  const cacheFile = join(cacheDir, `${cacheName}-${key}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as Record<Key, CompiledContract>
  } catch {
    // Not compiled yet (or an unreadable cache): compile below.
  }

  const solc: Solc = require('solc')
  // solc-js asks for each import synchronously; only OpenZeppelin's are expected (our own
  // files import each other by `./`, which solc finds among the sources given).
  const readImport = (path: string) => {
    if (!path.startsWith(openZeppelinPrefix)) return { error: `unexpected import ${path}` }
    try {
      const file = join(openZeppelinDir, path.slice(openZeppelinPrefix.length))
      return { contents: readFileSync(file, 'utf8') }
    } catch (error) {
      return { error: `cannot read ${path}: ${String(error)}` }
    }
  }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: Object.fromEntries(
          Object.entries(contents).map(([file, content]) => [file, { content }]),
        ),
        settings: {
          // On: LatchAccount (ERC-7579's module logic) is 8.5 KB of runtime code with it, 14 KB
          // without; the tests keep every contract under EIP-170's 24 KB limit.
          optimizer: { enabled: true, runs: 200 },
          evmVersion,
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
      { import: readImport },
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) {
    throw new Error(
      `solc could not compile the ${cacheName}:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  }
  const compiled = Object.fromEntries(
    (Object.entries(names) as [Key, string][]).map(([entry, name]) => {
      const contract = output.contracts?.[`${name}.sol`]?.[name]
      if (!contract) throw new Error(`solc produced no ${name} contract`)
      return [entry, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }]
    }),
  ) as Record<Key, CompiledContract>

  // Written aside then renamed: two processes starting at once never read half a file.
  await mkdir(cacheDir, { recursive: true })
  const partial = `${cacheFile}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(compiled))
  await rename(partial, cacheFile)
  return compiled
}
