// The testkit's local Polkadot chain (chopsticks running Rococo Asset Hub's runtime) for the
// server's run, started once: `inject('polkadotLocal')`. A global setup gets no
// `@latch/source` condition, hence the source path.
export { setup } from '../../../testkit/src/polkadot/localPolkadot.globalSetup.js'
