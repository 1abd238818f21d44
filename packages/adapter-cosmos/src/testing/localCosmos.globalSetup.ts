// A global setup gets no `@latch/source` condition, hence the source path. It starts the
// testkit's local Cosmos chain (latch-local-1) once for the package's run, in a process of its
// own, and provides `inject('cosmosLocal')`.
export { setup } from '../../../testkit/src/cosmos/localCosmos.globalSetup.js'
