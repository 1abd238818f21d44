/**
 * The ERC-20 the testkit deploys on every local chain (`contracts/LatchTestToken.sol`):
 * a fixed supply minted at deployment, `amountPerAccount` to each of the dev accounts.
 */
export const testToken = Object.freeze({
  name: 'Latch Test Token',
  symbol: 'LTT',
  decimals: 18,
  amountPerAccount: 1_000_000n * 10n ** 18n,
})
