import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { Sha256 } from '@cosmjs/crypto'
import { toUtf8 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo, type SignDoc, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { adr036SignDoc } from '../adr036.js'
import type {
  Keplr,
  KeplrChainInfo,
  KeplrKey,
  KeplrOfflineSigner,
  KeplrSignOptions,
} from '../keplr.js'

export type FakeKeplrOptions = {
  /** The chains it knows, by chain id, with their bech32 prefix: Cosmos Hub and Osmosis. */
  chains?: Readonly<Record<string, string>>
  /** How many keys it holds (the visitor switches between them): 2. */
  keys?: number
  /** Its keys are on a Ledger: amino signing only, as Keplr does for a Ledger. */
  ledger?: boolean
  /** What the visitor says to every prompt. */
  answer?: 'approve' | 'reject'
  /** Each key's algorithm (`getKey().algo`), by index: `secp256k1` where not given. */
  algos?: readonly string[]
  /**
   * It sets its own fee (9999 of the fee's denom) on what it signs: unless the site prefers its
   * own (`preferNoSetFee`), as Keplr does, or always, as a wallet that ignores the option.
   */
  ownFee?: 'unlessPreferNoSetFee' | 'always'
  /** It signs a MsgSend to this address instead of the one asked, as a broken wallet might. */
  changeRecipient?: string
  /** Turns each transaction signature into something else, as a broken wallet might. */
  tamperSignature?: (signature: string) => unknown
}

// Real secp256k1 keys from fixed seeds, so that every run signs with the same accounts.
const privateKeyOf = (index: number) => new Sha256(toUtf8(`latch fake keplr key ${index}`)).digest()

/**
 * A stand-in of Keplr's injected API (`window.keplr`) that signs with real secp256k1 keys
 * (cosmjs's DirectSecp256k1Wallet and Secp256k1Wallet): `enable` fails for a chain it does not
 * know as Keplr does (`There is no chain info for …`) until the site suggests it, prompts can be
 * rejected (`Request rejected`), `signArbitrary` signs ADR-036's sign doc, and the visitor can
 * switch keys (`keplr_keystorechange` on `target`).
 */
export function fakeKeplr(options: FakeKeplrOptions = {}) {
  const chains = new Map(
    Object.entries(options.chains ?? { 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' }),
  )
  const enabled = new Set<string>()
  const suggested: KeplrChainInfo[] = []
  const keys = Array.from({ length: options.keys ?? 2 }, (_, index) => privateKeyOf(index))
  let current = 0
  let answer = options.answer ?? 'approve'
  const target = new EventTarget()
  const calls: string[] = []
  const signOptionsGiven: (KeplrSignOptions | undefined)[] = []

  function prompt(what: string) {
    calls.push(what)
    if (answer === 'reject') throw new Error('Request rejected')
  }

  function prefixOf(chainId: string): string {
    const prefix = chains.get(chainId)
    if (!prefix) throw new Error(`There is no chain info for ${chainId}`)
    return prefix
  }

  function assertEnabled(chainId: string) {
    prefixOf(chainId)
    if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`)
  }

  const amino = (chainId: string) =>
    Secp256k1Wallet.fromKey(keys[current] as Uint8Array, prefixOf(chainId))
  const direct = (chainId: string) =>
    DirectSecp256k1Wallet.fromKey(keys[current] as Uint8Array, prefixOf(chainId))

  const ownFeeOf = (signOptions: KeplrSignOptions | undefined) =>
    options.ownFee === 'always' ||
    (options.ownFee === 'unlessPreferNoSetFee' && signOptions?.preferNoSetFee !== true)

  /** The direct sign doc as the wallet signs it: its own fee, another recipient. */
  function rewriteDirect(signDoc: SignDoc, ownFee: boolean): SignDoc {
    let { bodyBytes, authInfoBytes } = signDoc
    if (ownFee) {
      const authInfo = AuthInfo.decode(authInfoBytes)
      const denom = authInfo.fee?.amount[0]?.denom ?? 'uatom'
      if (authInfo.fee) authInfo.fee.amount = [{ denom, amount: '9999' }]
      authInfoBytes = AuthInfo.encode(authInfo).finish()
    }
    if (options.changeRecipient) {
      const body = TxBody.decode(bodyBytes)
      const [message] = body.messages
      if (message) {
        const send = MsgSend.decode(message.value)
        message.value = MsgSend.encode({ ...send, toAddress: options.changeRecipient }).finish()
      }
      bodyBytes = TxBody.encode(body).finish()
    }
    return { ...signDoc, bodyBytes, authInfoBytes }
  }

  /** The amino sign doc as the wallet signs it: its own fee, another recipient. */
  function rewriteAmino(signDoc: StdSignDoc, ownFee: boolean): StdSignDoc {
    const denom = signDoc.fee.amount[0]?.denom ?? 'uatom'
    const { changeRecipient } = options
    return {
      ...signDoc,
      fee: ownFee ? { ...signDoc.fee, amount: [{ denom, amount: '9999' }] } : signDoc.fee,
      msgs: changeRecipient
        ? signDoc.msgs.map((msg) => ({
            ...msg,
            value: { ...(msg.value as object), to_address: changeRecipient },
          }))
        : signDoc.msgs,
    }
  }

  function signer(chainId: string, signOptions?: KeplrSignOptions): KeplrOfflineSigner {
    assertEnabled(chainId)
    signOptionsGiven.push(signOptions)
    const ownFee = ownFeeOf(signOptions)
    const tamper = options.tamperSignature
    // The wallet's answer with its signature as `tamperSignature` rewrites it.
    const tampered = <Response extends { signature: { signature: string } }>(
      response: Response,
    ): Response =>
      tamper
        ? {
            ...response,
            signature: {
              ...response.signature,
              signature: tamper(response.signature.signature) as string,
            },
          }
        : response
    const aminoSigner: KeplrOfflineSigner = {
      getAccounts: async () => (await amino(chainId)).getAccounts(),
      async signAmino(address, signDoc) {
        prompt('signAmino')
        const response = await (await amino(chainId)).signAmino(
          address,
          rewriteAmino(signDoc, ownFee),
        )
        return tampered(response)
      },
    }
    if (options.ledger) return aminoSigner
    return {
      ...aminoSigner,
      async signDirect(address, signDoc) {
        prompt('signDirect')
        const response = await (await direct(chainId)).signDirect(
          address,
          rewriteDirect(signDoc, ownFee),
        )
        return tampered(response)
      },
    }
  }

  const keplr: Keplr = {
    async enable(chainIds) {
      for (const chainId of typeof chainIds === 'string' ? [chainIds] : chainIds) {
        prefixOf(chainId)
        if (!enabled.has(chainId)) prompt(`enable ${chainId}`)
        enabled.add(chainId)
      }
    },
    async getKey(chainId): Promise<KeplrKey> {
      assertEnabled(chainId)
      const [account] = await (await amino(chainId)).getAccounts()
      if (!account) throw new Error('no key')
      return {
        name: `Key ${current}`,
        algo: options.algos?.[current] ?? 'secp256k1',
        pubKey: account.pubkey,
        address: new Uint8Array(20),
        bech32Address: account.address,
        isNanoLedger: options.ledger === true,
      }
    },
    getOfflineSigner: signer,
    getOfflineSignerAuto: async (chainId, signOptions) => signer(chainId, signOptions),
    async signArbitrary(chainId, address, data) {
      assertEnabled(chainId)
      prompt('signArbitrary')
      const response = await (await amino(chainId)).signAmino(address, adr036SignDoc(address, data))
      return response.signature
    },
    async experimentalSuggestChain(chainInfo) {
      prompt(`suggest ${chainInfo.chainId}`)
      suggested.push(chainInfo)
      chains.set(chainInfo.chainId, chainInfo.bech32Config.bech32PrefixAccAddr)
    },
  }

  return {
    keplr,
    /** The page as the adapter sees it: `keplr` on it, and its key-change events. */
    target: Object.assign(target, { keplr }) as unknown as Record<string, unknown>,
    /** What the visitor was asked, in order. */
    calls,
    /** The sign options of each signer the site asked for. */
    signOptions: signOptionsGiven,
    suggested,
    /** What the visitor says to the prompts from now on. */
    answer(next: 'approve' | 'reject') {
      answer = next
    },
    /** The visitor picks key `index` in the wallet; Keplr tells the page. */
    switchKey(index: number) {
      current = index
      target.dispatchEvent(new Event('keplr_keystorechange'))
    },
    /** The visitor locks the wallet: keys cannot be read until it is enabled again. */
    lock() {
      enabled.clear()
      target.dispatchEvent(new Event('keplr_keystorechange'))
    },
    /** The address of key `index` on a chain of `prefix`. */
    async addressOf(index: number, prefix: string) {
      const [account] = await (
        await Secp256k1Wallet.fromKey(keys[index] as Uint8Array, prefix)
      ).getAccounts()
      return account?.address ?? ''
    },
  }
}
