// The testkit's local Cosmos chain (CometBFT RPC over a bank ledger that checks every
// signature) for the server's run, started once: `inject('cosmosLocal')`. A global setup gets
// no `@latch/source` condition, hence the source path.
export { setup } from '../../../testkit/src/cosmos/localCosmos.globalSetup.js'
