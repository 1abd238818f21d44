// Solana transactions as @solana/kit 8.4.0 encodes them (compileTransaction +
// getTransactionEncoder), hex: the server's reader is checked against an encoder nobody here
// wrote (the server has no Solana SDK). The accounts are named in solanaMessage.test.ts: fee
// payer `payer`, blockhash `blockhash`, getTransferSolInstruction of 1.5 SOL to `recipient`
// (the names of solanaMessage.test.ts).
export const kitLegacySolWire =
  '01' +
  '00'.repeat(64) +
  '010001037e8c088760bfde1dddcf32c17f209b8242ee52aaf131facd88d0ea2c6d0b06f20198dedf006fd3198110f6a9f2be6e342b3a7df5e81c92fed4cbb81976b34ef600000000000000000000000000000000000000000000000000000000000000003a132ece10305ec1830725502fa2b7e7eb8157e9123d4c1f654a71787161dc2101020200010c02000000002f685900000000'
// The same transfer as a v0 message.
export const kitV0SolMessage =
  '80010001037e8c088760bfde1dddcf32c17f209b8242ee52aaf131facd88d0ea2c6d0b06f20198dedf006fd3198110f6a9f2be6e342b3a7df5e81c92fed4cbb81976b34ef600000000000000000000000000000000000000000000000000000000000000003a132ece10305ec1830725502fa2b7e7eb8157e9123d4c1f654a71787161dc2101020200010c02000000002f68590000000000'
// The same v0 transfer, compressed with `recipient` in the lookup table `lookupTable`.
export const kitV0LookupWire =
  '01' +
  '00'.repeat(64) +
  '80010001027e8c088760bfde1dddcf32c17f209b8242ee52aaf131facd88d0ea2c6d0b06f200000000000000000000000000000000000000000000000000000000000000003a132ece10305ec1830725502fa2b7e7eb8157e9123d4c1f654a71787161dc2101010200020c02000000002f685900000000010277a6af97339b7ac88d1892c90446f50002309266f62e53c118244982000000010000'
// getTransferCheckedInstruction: 12.345678 USDC (6 decimals) from the token account
// `coSigner` (any address serves) to `tokenDestination`, authority `payer`.
export const kitTransferCheckedMessage =
  '010002057e8c088760bfde1dddcf32c17f209b8242ee52aaf131facd88d0ea2c6d0b06f2276497ba0bb8659172b72edd8c66e18f561764d9c86a610a3a7e0f79c0baf9dbf5114a23157a2815b366781d8d74b1bb4505fd30f15fd2e758399744b064bc0bc6fa7af3bedbad3a3d65f36aabc97431b1bbe4c2d2f6e0e47ca60203452f5d6106ddf6e1d765a193d9cbe146ceeb79ac1cb485ed5f5b37913a8cf5857eff00a93a132ece10305ec1830725502fa2b7e7eb8157e9123d4c1f654a71787161dc21010404010302000a0c4e61bc000000000006'
