/**
 * The ERC-721 collection the testkit deploys on every local chain
 * (`contracts/LatchCollectibles.sol`, OpenZeppelin's enumerable ERC-721): `perHolder` tokens to
 * each of the first `holders` dev accounts, ids counting up from 1 (account 0 holds 1–3,
 * account 1 holds 4–6, and so on).
 */
export const testCollectibles = Object.freeze({
  name: 'Latch Collectibles',
  symbol: 'LCOL',
  holders: 4,
  perHolder: 3,
})

/**
 * Where `tokenURI(id)` points unless told otherwise: `<base><id>`, the base this template with
 * `{chainId}` replaced. latch-server listens on 8787 by default; the path is the one it is
 * expected to serve the metadata on. The deployer (dev account 0) can move it with
 * `setBaseURI`.
 */
export const defaultCollectiblesBaseUri = 'http://127.0.0.1:8787/devnet/collectibles/{chainId}/'
