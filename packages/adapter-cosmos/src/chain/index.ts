// `@latch/adapter-cosmos/chain`: reads of a Cosmos chain over cosmjs, for servers and for the
// adapter's own chain side. Apart from the package's entry, so that a page never carries cosmjs.
export { type AllCosmosBalancesOptions, allCosmosBalances } from './allCosmosBalances.js'
