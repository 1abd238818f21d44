// Test-only: a Cosmos account signed for as Keplr's `signArbitrary` signs a text (ADR-036: an
// amino sign doc with no chain, fee or sequence whose one `sign/MsgSignData` message carries
// the signer and the data), with cosmjs's amino wallet, so that the server's verifier is
// checked against the signer wallets use. The sign doc is written here from ADR-036, not
// taken from adapter-cosmos, so that the two agree only if both follow it.
import { Secp256k1Wallet, type StdSignature } from '@cosmjs/amino'

export type CosmosTestSigner = {
  /** The bech32 address with the prefix asked for (`cosmos` by default). */
  address: string
  /** The wallet's StdSignature of `text`, as JSON: what adapter-cosmos's `signMessage` gives. */
  sign(text: string): Promise<string>
  /** The same, as the object. */
  signature(text: string): Promise<StdSignature>
}

/**
 * A signer for a 32-byte private key: `0x` hex (a testkit dev account's), or a number to
 * repeat 32 times (a test key, never a real one).
 */
export async function cosmosTestSigner(
  key: number | `0x${string}`,
  prefix = 'cosmos',
): Promise<CosmosTestSigner> {
  const bytes =
    typeof key === 'number' ? new Uint8Array(32).fill(key) : Buffer.from(key.slice(2), 'hex')
  const wallet = await Secp256k1Wallet.fromKey(bytes, prefix)
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('an amino wallet has its account')
  const signature = async (text: string) => {
    const signDoc = {
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [
        {
          type: 'sign/MsgSignData',
          value: { signer: account.address, data: Buffer.from(text).toString('base64') },
        },
      ],
      memo: '',
    }
    return (await wallet.signAmino(account.address, signDoc)).signature
  }
  return {
    address: account.address,
    signature,
    sign: async (text) => JSON.stringify(await signature(text)),
  }
}
