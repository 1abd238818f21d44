/** The package managers a README gives an install command for, each with its own verb. */
const clients = { npm: 'install', pnpm: 'add', yarn: 'add' } as const

type Client = keyof typeof clients

/** One `npm install …`, `pnpm add …` or `yarn add …` line of a README's Install section. */
export type InstallCommand = {
  client: Client
  /** The package names it installs, without versions (`@latch/core`, `react`). */
  packages: string[]
}

/** What a package's README must say for a site to install it. */
export type InstallRequirement = {
  /** The package's own name. */
  name: string
  /** Packages every command installs beside it (its required peers: `react`, `react-dom`). */
  requiredPeers: readonly string[]
}

const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const fence = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/
const shellLanguages = new Set(['sh', 'bash', 'shell', 'console'])
const command = /^\s*\$?\s*(npm|pnpm|yarn)\s+(\S+)(.*)$/

type Section = { title: string; shellLines: string[] }

/**
 * The `##` sections of a README in order, each with the lines of its shell code blocks. A `#`
 * line inside a fence is code, not a heading.
 */
function sections(markdown: string): Section[] {
  const found: Section[] = []
  let open: { marker: string; shell: boolean } | undefined
  for (const line of markdown.split('\n')) {
    const fenceMatch = fence.exec(line)
    if (open) {
      if (fenceMatch && fenceMatch[1]?.[0] === open.marker[0] && !fenceMatch[2]) {
        if ((fenceMatch[1]?.length ?? 0) >= open.marker.length) open = undefined
      } else if (open.shell) {
        found.at(-1)?.shellLines.push(line)
      }
      continue
    }
    if (fenceMatch) {
      open = { marker: fenceMatch[1] ?? '```', shell: shellLanguages.has(fenceMatch[2] ?? '') }
      continue
    }
    const headingMatch = heading.exec(line)
    if (headingMatch?.[1] === '##') found.push({ title: headingMatch[2] ?? '', shellLines: [] })
  }
  return found
}

/** A package name without its version or tag: `react@19` is `react`, `@latch/core@1` is `@latch/core`. */
function packageName(argument: string): string {
  const at = argument.indexOf('@', 1)
  return at === -1 ? argument : argument.slice(0, at)
}

/**
 * The install commands of a README's `## Install` section (undefined when it has none): the
 * lines of its shell blocks that run `npm install` (or `npm i`), `pnpm add` or `yarn add`.
 *
 * @example
 * readInstallCommands('## Install\n```sh\npnpm add @latch/core\n```')
 * // [{ client: 'pnpm', packages: ['@latch/core'] }]
 */
export function readInstallCommands(markdown: string): InstallCommand[] | undefined {
  const install = sections(markdown).find((section) => section.title === 'Install')
  if (!install) return undefined
  const commands: InstallCommand[] = []
  for (const line of install.shellLines) {
    const match = command.exec(line.replace(/#.*$/, ''))
    if (!match) continue
    const [, name = '', verb = '', rest = ''] = match
    const client = name as Client
    if (verb !== clients[client] && !(client === 'npm' && verb === 'i')) continue
    const packages = rest
      .split(/\s+/)
      .filter((argument) => argument && !argument.startsWith('-'))
      .map(packageName)
    commands.push({ client, packages })
  }
  return commands
}

/**
 * What is wrong with a README's Install section, one sentence per problem (none when it is
 * right): it must be the README's first `##` section, give an npm, a pnpm and a yarn command,
 * each installing the package itself and its required peers, and the three must install the
 * same packages.
 *
 * @example
 * installSectionProblems({ name: '@latch/core', requiredPeers: [] }, '# @latch/core\n')
 * // ['no "## Install" section']
 */
export function installSectionProblems(
  requirement: InstallRequirement,
  markdown: string,
): string[] {
  const commands = readInstallCommands(markdown)
  if (!commands) return ['no "## Install" section']
  const problems: string[] = []
  const first = sections(markdown)[0]?.title
  if (first !== 'Install') {
    problems.push(`"## Install" is not the first section: "## ${first}" comes before it`)
  }
  const installed = new Map<Client, Set<string>>()
  for (const client of Object.keys(clients) as Client[]) {
    const lines = commands.filter((each) => each.client === client)
    if (lines.length === 0) {
      problems.push(`no "${client} ${clients[client]}" command`)
      continue
    }
    const packages = new Set(lines.flatMap((each) => each.packages))
    installed.set(client, packages)
    for (const needed of [requirement.name, ...requirement.requiredPeers]) {
      if (!packages.has(needed)) problems.push(`the ${client} command does not install ${needed}`)
    }
  }
  const lists = new Map(
    [...installed].map(([client, packages]) => [client, [...packages].sort().join(' ')]),
  )
  if (new Set(lists.values()).size > 1) {
    const each = [...lists].map(([client, list]) => `${client}: ${list}`)
    problems.push(`the commands install different packages (${each.join('; ')})`)
  }
  return problems
}
