/** One key of a Bitcoin dev account, as a wallet would import it. */
export type BitcoinDevKey = {
  /** The BIP-32 path of the key below the seed of {@link devMnemonic}. */
  readonly path: string
  /** The regtest address (`bcrt1q…` for payment, `bcrt1p…` for ordinals). */
  readonly address: string
  /**
   * Hex: the 33-byte compressed key for payment, the 32-byte x-only internal key (before the
   * BIP-341 tweak) for ordinals, as Xverse and Leather report them.
   */
  readonly publicKey: string
  /** WIF (testnet and regtest prefix). */
  readonly privateKey: string
}

/**
 * A Bitcoin dev account: the two addresses a Bitcoin wallet connects with (SPEC.md §3,
 * "Bitcoin account": payment on account index 0, ordinals on account index 1).
 */
export type BitcoinDevAccount = {
  /** BIP-84 native segwit (P2WPKH) at `m/84'/1'/0'/0/i`. */
  readonly payment: BitcoinDevKey
  /** BIP-86 taproot (P2TR, key path only) at `m/86'/1'/1'/0/i`. */
  readonly ordinals: BitcoinDevKey
}

/**
 * The first five Bitcoin accounts of {@link devMnemonic} (the EVM dev accounts' mnemonic),
 * each address funded with {@link bitcoinDevSats} by the local regtest ledger. Coin type 1
 * (BIP-44's "any testnet", which regtest wallets use); the account level is the SPEC's
 * account index, so payment coins and ordinals never share a key. Written out so that
 * browsers need no key derivation; a test derives them again from the mnemonic. Never use
 * them on a real network.
 */
export const bitcoinDevAccounts: readonly BitcoinDevAccount[] = Object.freeze([
  {
    payment: {
      path: "m/84'/1'/0'/0/0",
      address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      publicKey: '03f3d474c86c9be5b82e251cc3cc438d3cc361527b4b9799516c4bd513caf9e5f6',
      privateKey: 'cTg4nG8mNSaQr1KV1a3erZaAGk3deLnKivYnfEkKaSJrvnja6Pjd',
    },
    ordinals: {
      path: "m/86'/1'/1'/0/0",
      address: 'bcrt1ps033a9wkghkslwe88lxqw3lv4j7afac9jcmjqteguuk0q7eat4fsp4cyrt',
      publicKey: 'e8426a32447ee3462f75e8233fd46bf9453904c2e374591bec14e64c7f3a2b23',
      privateKey: 'cNrTEtCic7ziCQAKBfiGWNShnDpSE87H7erbzdqajvDKbhBEq3zm',
    },
  },
  {
    payment: {
      path: "m/84'/1'/0'/0/1",
      address: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
      publicKey: '034f1ed3cf19a0d6fbb1db423f5f61608a61d6c321a16dbc8400d76a45f80d7ff3',
      privateKey: 'cP9Qe8G65MQar9MYpjUsJaQSKnYv4w8gXGb3RJPj8E9mxqPdr2tg',
    },
    ordinals: {
      path: "m/86'/1'/1'/0/1",
      address: 'bcrt1p96tpgwnsnle7j2z923a263a3fr8c7dpck7fue4nnww4ap45kc4nqvc0jsy',
      publicKey: 'e1a7aa7b4606f8eec175301a3e499bde3f7d98a1b4ce9a6934b655608ddbe14b',
      privateKey: 'cMx94r9Sabww9KNiYyzneZt2JhCU2TTQCWtnPPgQUcjYVCoBpt7A',
    },
  },
  {
    payment: {
      path: "m/84'/1'/0'/0/2",
      address: 'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
      publicKey: '028a76a4ddbfd85e75b9a3f478873824da290dbdd9507947d9e3bae7706c2380a7',
      privateKey: 'cNZCHvVK8Aa86AmAnikDrn6SzyRieDxEXZHcmX7RMms7TuGet4Y2',
    },
    ordinals: {
      path: "m/86'/1'/1'/0/2",
      address: 'bcrt1pr4sg0lrsnamn6464sn54e58ukjm7wz6v798875e53cswme7pcejscr078p',
      publicKey: 'b7f8d6ddfb4a71003bdd098c125abf9f82556fcc04b80c52e5792399d38ecf26',
      privateKey: 'cQgCxThz59zuojZSTWryr7h6yjtZVXLzf6w9AwPCGwgHhbSKygW1',
    },
  },
  {
    payment: {
      path: "m/84'/1'/0'/0/3",
      address: 'bcrt1q0rvyhr5465rrdfmavlj67u7ru5vr434c08qx4e',
      publicKey: '0326a9e72bb8a3db326f2dca26beec97cd8c6db794fda150bf08ad2ad11816295b',
      privateKey: 'cRiin6ZHfE62qBh5jNBrpNETxVnQfLG1haDJBFMdHML9CDRYpAPu',
    },
    ordinals: {
      path: "m/86'/1'/1'/0/3",
      address: 'bcrt1p7mpv2uf6kjfnflk2evncpcqgd07grasyttr2qsdxyhzpananw6sqy9cwj9',
      publicKey: 'd9258871567fe44404eaac179b8044ed463f9b9f76b3ab6364825e58089254c2',
      privateKey: 'cUQxe5Fi8brLuPUREkpFeKDDA7o4GJBmMiz5DKncvBycPmx5pTDB',
    },
  },
  {
    payment: {
      path: "m/84'/1'/0'/0/4",
      address: 'bcrt1qvlwxpcmszwutam7ykvwc272r748a9zzszj8a4s',
      publicKey: '02861168378d487f42c159f49e060a1dada9f96f616e5f7fb0beb519d04baf1b3a',
      privateKey: 'cUSDd3jjziRtr5UF4B96y37YN2XDsUVUJwyiEZXZFpUxydr484ef',
    },
    ordinals: {
      path: "m/86'/1'/1'/0/4",
      address: 'bcrt1pawlecmly53pvtr0d99yuxpqy0808yaeasdu53zd9m66wwhfq4azquunh95',
      publicKey: 'eef72e7681207c7fa88a98dbac7b9b1963196b8e1524d3de700b35f1f95dbfe5',
      privateKey: 'cPMaB6grruMn5hXEvWa8hgMqsdfhFBy5NdFHZQiqRNgEQjxDBa1E',
    },
  },
])

/** What every dev address (payment and ordinals) holds at start: 10 BTC, in one output. */
export const bitcoinDevSats = 1_000_000_000n
