// The config of every local chain the testkit starts (`hardhat node --config` this file).
// The chain id comes from the environment so that one file serves chain A and chain B.
const chainId = Number(process.env.LATCH_CHAIN_ID ?? '31337')
if (!Number.isSafeInteger(chainId) || chainId <= 0) {
  throw new Error(`LATCH_CHAIN_ID must be a positive integer, got ${process.env.LATCH_CHAIN_ID}`)
}

// The parent holds our stdin open; when it goes away, even killed with SIGKILL, the pipe
// closes and this node exits instead of staying behind on its port.
if (process.env.LATCH_EXIT_WITH_PARENT === '1') {
  process.stdin.on('end', () => process.exit(0))
  process.stdin.on('error', () => process.exit(0))
  process.stdin.resume()
}

module.exports = {
  // No sources here: `hardhat node` compiles before it starts, and with nothing to compile
  // it never tries to download a compiler (the testkit compiles with the `solc` package).
  paths: {
    root: __dirname,
    sources: './no-sources',
    cache: '../.cache/hardhat',
    artifacts: '../.cache/hardhat/artifacts',
  },
  networks: {
    hardhat: {
      chainId,
      accounts: {
        mnemonic: 'test test test test test test test test test test test junk',
        count: 10,
      },
      mining: { auto: true },
    },
  },
}
