import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { packageDir } from './packageDir.js'

/** The test token's compiled contract, ready to deploy. */
export type CompiledTestToken = {
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

const sourceName = 'LatchTestToken.sol'
const contractName = 'LatchTestToken'
// Every hardhat hardfork the testkit may run (cancun and later) executes this bytecode.
const evmVersion = 'cancun'

/**
 * Compiles `contracts/LatchTestToken.sol` with the `solc` package (offline, no compiler
 * download) once, and caches the result under `.cache/` keyed by the source and compiler, so
 * later start-ups skip the compiler's ~1 s load.
 *
 * @example
 * const { abi, bytecode } = await compileTestToken()
 */
export async function compileTestToken(): Promise<CompiledTestToken> {
  const require = createRequire(import.meta.url)
  const solcVersion: string = require('solc/package.json').version
  const source = await readFile(join(packageDir, 'contracts', sourceName), 'utf8')
  const key = createHash('sha256')
    .update(`${solcVersion}\n${evmVersion}\n${source}`)
    .digest('hex')
    .slice(0, 16)
  const cacheDir = join(packageDir, '.cache')
  const cacheFile = join(cacheDir, `${contractName}-${key}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledTestToken
  } catch {
    // Not compiled yet (or an unreadable cache): compile below.
  }

  const solc: { compile(input: string): string } = require('solc')
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [sourceName]: { content: source } },
        settings: {
          optimizer: { enabled: true, runs: 200 },
          evmVersion,
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) {
    throw new Error(
      `solc could not compile ${sourceName}:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  }
  const contract = output.contracts?.[sourceName]?.[contractName]
  if (!contract) throw new Error(`solc produced no ${contractName} contract`)
  const compiled: CompiledTestToken = {
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }

  // Written aside then renamed: two processes starting at once never read half a file.
  await mkdir(cacheDir, { recursive: true })
  const partial = `${cacheFile}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(compiled))
  await rename(partial, cacheFile)
  return compiled
}
