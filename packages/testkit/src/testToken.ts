/**
 * The ERC-20 the testkit deploys on every local chain (`contracts/LatchToken.sol`,
 * OpenZeppelin's ERC-20): a fixed supply minted at deployment, `amountPerAccount` to each of
 * the dev accounts (the deployer also gets what it puts into the pools).
 */
export const testToken = Object.freeze({
  name: 'Latch Test Token',
  symbol: 'LTT',
  decimals: 18,
  amountPerAccount: 1_000_000n * 10n ** 18n,
})
