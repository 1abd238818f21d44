import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Queryable } from '../db/database.js'
import type { KeyCipher } from './keyCipher.js'
import { generateSolanaSeed, type SolanaKey, solanaKeyFromSeed } from './solanaKey.js'

/** The namespaces the embedded wallet holds a key for. */
export type WalletNamespace = 'eip155' | 'solana'

/** The embedded wallet's addresses of one user. */
export type WalletAddresses = Record<WalletNamespace, string>

/** The embedded wallet's keys: created once per user, sealed at rest, opened to sign. */
export type WalletVault = {
  /** Creates the user's keys if they have none yet; resolves with the addresses. */
  ensureKeys(userId: string): Promise<WalletAddresses>
  /** The user's EVM account (secp256k1), able to sign. */
  evmAccount(userId: string): Promise<PrivateKeyAccount>
  /** The user's Solana key (Ed25519), able to sign. */
  solanaKey(userId: string): Promise<SolanaKey>
}

type KeyRow = { namespace: WalletNamespace; address: string; sealed_key: string }

// The sealed key is bound to its owner and namespace.
const contextOf = (userId: string, namespace: WalletNamespace) => `${userId}:${namespace}`

function newKey(namespace: WalletNamespace): { address: string; secret: Uint8Array } {
  if (namespace === 'eip155') {
    const privateKey = generatePrivateKey()
    return { address: privateKeyToAccount(privateKey).address, secret: hexToBytes(privateKey) }
  }
  const seed = generateSolanaSeed()
  return { address: solanaKeyFromSeed(seed).address, secret: seed }
}

/**
 * The vault over the `embedded_wallet_keys` table: private keys are generated on the server,
 * sealed with `cipher`, and opened only for the signature being made.
 */
export function createWalletVault({
  db,
  cipher,
}: {
  db: Queryable
  cipher: KeyCipher
}): WalletVault {
  async function rows(userId: string): Promise<KeyRow[]> {
    const { rows } = await db.query<KeyRow>(
      'SELECT namespace, address, sealed_key FROM embedded_wallet_keys WHERE user_id = $1',
      [userId],
    )
    return rows
  }

  async function secretOf(userId: string, namespace: WalletNamespace): Promise<Uint8Array> {
    const row = (await rows(userId)).find((entry) => entry.namespace === namespace)
    if (!row) throw new Error(`The user has no ${namespace} key`)
    return cipher.open(row.sealed_key, contextOf(userId, namespace))
  }

  return {
    async ensureKeys(userId) {
      for (const namespace of ['eip155', 'solana'] as const) {
        const { address, secret } = newKey(namespace)
        // A concurrent first login keeps whichever key was written first.
        await db.query(
          `INSERT INTO embedded_wallet_keys (user_id, namespace, address, sealed_key)
           VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, namespace) DO NOTHING`,
          [userId, namespace, address, cipher.seal(secret, contextOf(userId, namespace))],
        )
      }
      const addresses = Object.fromEntries(
        (await rows(userId)).map((row) => [row.namespace, row.address]),
      ) as WalletAddresses
      return addresses
    },
    async evmAccount(userId) {
      return privateKeyToAccount(bytesToHex(await secretOf(userId, 'eip155')) as Hex)
    },
    async solanaKey(userId) {
      return solanaKeyFromSeed(await secretOf(userId, 'solana'))
    },
  }
}
