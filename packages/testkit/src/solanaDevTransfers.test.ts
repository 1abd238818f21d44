import { solanaDevAccounts } from '@latch/test-wallets'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  signature as toSignature,
} from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { describe, expect, inject, it } from 'vitest'
import { sendSol, sendSolanaTestToken } from './solanaDevTransfers.js'
import { solanaTestToken } from './solanaTestToken.js'

const solana = inject('solanaDevnet')
const sender = solanaDevAccounts[2]
if (!sender) throw new Error('the local cluster has dev accounts')
const rpc = createSolanaRpc(solana.rpcUrl)

async function lttOf(owner: string) {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(solanaTestToken.mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return (await rpc.getTokenAccountBalance(ata).send()).value.amount
}

describe('solana dev transfers', () => {
  it('behavior: sendSol funds a new address and resolves once landed', async () => {
    const to = (await generateKeyPairSigner()).address
    const signature = await sendSol({
      rpcUrl: solana.rpcUrl,
      from: sender,
      to,
      lamports: 10_000_000n,
    })
    expect((await rpc.getBalance(to).send()).value).toBe(10_000_000n)
    const [status] = (await rpc.getSignatureStatuses([toSignature(signature)]).send()).value
    expect(status?.err).toBeNull()
  })

  it('behavior: sendSolanaTestToken creates the recipient token account, then adds to it', async () => {
    const to = (await generateKeyPairSigner()).address
    const before = await lttOf(sender.address)
    await sendSolanaTestToken({ rpcUrl: solana.rpcUrl, from: sender, to, amount: 2_500_000n })
    await sendSolanaTestToken({ rpcUrl: solana.rpcUrl, from: sender, to, amount: 500_000n })
    expect(await lttOf(to)).toBe('3000000')
    expect(BigInt(before) - BigInt(await lttOf(sender.address))).toBe(3_000_000n)
  })

  it('behavior: a transfer the cluster refuses rejects', async () => {
    const to = (await generateKeyPairSigner()).address
    await expect(
      sendSolanaTestToken({
        rpcUrl: solana.rpcUrl,
        from: sender,
        to,
        amount: solanaTestToken.amountPerAccount * 10n,
      }),
    ).rejects.toThrow(/simulation failed/i)
    await expect(rpc.getBalance(address(to)).send()).resolves.toMatchObject({ value: 0n })
  })

  it('parameters: skipPreflight: a transfer of more than the account holds lands failed, its fee paid', async () => {
    const to = (await generateKeyPairSigner()).address
    const before = (await rpc.getBalance(address(sender.address)).send()).value
    const signature = await sendSol({
      rpcUrl: solana.rpcUrl,
      from: sender,
      to,
      lamports: before + 1n,
      skipPreflight: true,
    })
    const [status] = (await rpc.getSignatureStatuses([toSignature(signature)]).send()).value
    expect(status?.err).not.toBeNull()
    expect((await rpc.getBalance(to).send()).value).toBe(0n)
    // One signature's fee, at the cluster's 5000 lamports per signature.
    expect(before - (await rpc.getBalance(address(sender.address)).send()).value).toBe(5000n)
  })
})
