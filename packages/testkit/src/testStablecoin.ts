/**
 * The USD stablecoin the testkit deploys on every local chain (`contracts/LatchToken.sol`,
 * OpenZeppelin's ERC-20): 6 decimals like USDC, `amountPerAccount` to each dev account. It
 * prices ETH and LTT through the Uniswap V2 pools ({@link devnetPools}); 1 LUSD stands for
 * 1 USD.
 */
export const testStablecoin = Object.freeze({
  name: 'Latch USD',
  symbol: 'LUSD',
  decimals: 6,
  amountPerAccount: 1_000_000n * 10n ** 6n,
})
