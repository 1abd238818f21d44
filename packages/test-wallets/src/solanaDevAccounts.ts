/**
 * A funded account of the local Solana runtime. `secretKey` is the base58 of the 64-byte
 * keypair (32-byte ed25519 seed, then the public key), the format Solana wallets import.
 */
export type SolanaDevAccount = {
  readonly address: string
  readonly secretKey: string
}

/**
 * Five keypairs made at random once for Latch's tests, each funded with
 * {@link solanaDevLamports} and {@link solanaTestToken}`.amountPerAccount` LTT by the local
 * runtime. Written out so that browsers need no key files. Never use them on a real cluster.
 */
export const solanaDevAccounts: readonly SolanaDevAccount[] = Object.freeze([
  {
    address: 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
    secretKey:
      'uZbqFNREdoKDVLKoqocoFvhMKVGaC1Jfg3qiqzhWJUna9zYQbd2r3sDerEt354XZAdYYzEQDWf6cPqtBThp25e1',
  },
  {
    address: 'D4SVFi9tnNrt5oJmKu7L5ypNbDSZwMn3TdSxpsdeneaK',
    secretKey:
      '4NvbECCrU8KPm9NE4xm9apuUy6CLKKnU4x84Dr3WWt9eJm962nGhgLLwYiVB6dQYM2gy344BgJEyq9tdGu2VBAbq',
  },
  {
    address: '6514EhQZe7eLrxBLwLhFFcGvMbmvp631nuiupBG2Z6cz',
    secretKey:
      '4HkNnWNBNH47gjy2mkvRja251X2ypmpck6fDfCXhoNZ8yDLHVbxqEJtEeZWDznK78gdJRQtdcxvyySRJsDpQ5Y3C',
  },
  {
    address: '2ERgRRu8YxdxPLsLD4YEqLPDej6dQuYLqpJtAGxDjyCY',
    secretKey:
      '4gpsKQFvkUe3tFDDJeVevgAwTD84RVvPbgfz3pMVcVBz3U9ETnVWtdWWvdHW6jb4aS5vb9Qpk6jiddGpVN2GiATE',
  },
  {
    address: 'PF6GmXhvzL3ngvvcymavd7evUNT6QVBqgBDVjppz5aw',
    secretKey:
      '2yX5yopqmc6TFYPMYQ2AKfiRZrbf2ooCUXAq27QMm3Rd6rZRVtgcmoP18Ynz6bUDpak1HSdbL4Lxu7WG3JEu1iCP',
  },
])

/** What every dev account holds at start: 1 000 SOL. */
export const solanaDevLamports = 1_000n * 10n ** 9n
