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

/** The testkit's own contracts (`contracts/*.sol`), compiled. */
export type CompiledDevnetContracts = {
  /** `LatchToken.sol`: OpenZeppelin's ERC-20, deployed as LTT and as LUSD. */
  readonly token: CompiledContract
  /** `LatchCollectibles.sol`: OpenZeppelin's enumerable ERC-721 (LCOL). */
  readonly collectibles: CompiledContract
  /** `LatchAccount.sol`: OpenZeppelin's ERC-7579 smart account, deployed once as the implementation. */
  readonly account: CompiledContract
  /** `LatchAccountFactory.sol`: makes each owner's account as a clone of the implementation. */
  readonly accountFactory: CompiledContract
  /** `LatchPaymaster.sol`: OpenZeppelin's verifying paymaster (pays for what its signer signed). */
  readonly paymaster: CompiledContract
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

const sources = {
  token: 'LatchToken',
  collectibles: 'LatchCollectibles',
  account: 'LatchAccount',
  accountFactory: 'LatchAccountFactory',
  paymaster: 'LatchPaymaster',
} as const
// Every hardhat hardfork the testkit may run (cancun and later) executes this bytecode.
const evmVersion = 'cancun'
const openZeppelinPrefix = '@openzeppelin/contracts/'

/**
 * Compiles the testkit's `contracts/*.sol` (the tokens, the collectibles, the smart account,
 * its factory and the paymaster) together with the `solc`
 * package (offline, no compiler download), their OpenZeppelin imports read from the installed
 * `@openzeppelin/contracts`, once; the result is cached under `.cache/` keyed by the sources,
 * OpenZeppelin's version and the compiler, so later start-ups skip the compiler's ~1 s load
 * and ~2 s of compiling.
 *
 * @example
 * const { token, collectibles, account, accountFactory, paymaster } = await compileDevnetContracts()
 */
export async function compileDevnetContracts(): Promise<CompiledDevnetContracts> {
  const require = createRequire(import.meta.url)
  const solcVersion: string = require('solc/package.json').version
  const openZeppelinManifest = require.resolve('@openzeppelin/contracts/package.json')
  const openZeppelinDir = dirname(openZeppelinManifest)
  const openZeppelinVersion: string = require('@openzeppelin/contracts/package.json').version
  const contents = Object.fromEntries(
    await Promise.all(
      Object.values(sources).map(
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
  const cacheFile = join(cacheDir, `devnet-contracts-${key}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledDevnetContracts
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
      `solc could not compile the devnet contracts:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  }
  const compiledOf = (name: string): CompiledContract => {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (!contract) throw new Error(`solc produced no ${name} contract`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  const compiled: CompiledDevnetContracts = {
    token: compiledOf(sources.token),
    collectibles: compiledOf(sources.collectibles),
    account: compiledOf(sources.account),
    accountFactory: compiledOf(sources.accountFactory),
    paymaster: compiledOf(sources.paymaster),
  }

  // Written aside then renamed: two processes starting at once never read half a file.
  await mkdir(cacheDir, { recursive: true })
  const partial = `${cacheFile}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(compiled))
  await rename(partial, cacheFile)
  return compiled
}
