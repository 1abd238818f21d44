import { type Address, createPublicClient, erc721Abi, http, parseAbi } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { devnetWalletClient } from './devnetWalletClient.js'
import { defaultCollectiblesBaseUri, testCollectibles } from './testCollectibles.js'

const devnet = inject('devnet')
const { collectibles } = devnet
if (!collectibles) throw new Error('the devnet publishes its collectibles')
const [, chainB] = devnet.chains
// Account 0 (the deployer, which holds tokens 1–3) and account 5 send nothing in the other test
// files of the testkit, so their nonces and balances are this file's.
const [deployer, , , , , receiver] = devnet.accounts
if (!chainB || !deployer || !receiver) throw new Error('two chains and ten accounts')
const holder = deployer

// What the collection adds to erc721Abi: enumeration, its owner, ERC-4906 and the base setter.
const collectiblesAbi = parseAbi([
  'function totalSupply() view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function owner() view returns (address)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function setBaseURI(string baseUri)',
  'error OwnableUnauthorizedAccount(address account)',
])

const addressOn = (chainId: number) => {
  const address = collectibles.addresses[chainId]
  if (!address) throw new Error(`no collectibles on chain ${chainId}`)
  return address
}
const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

describe('the devnet collectibles (ERC-721)', () => {
  it('default: twelve tokens, three to each of the first four accounts, on both chains', async () => {
    expect(collectibles).toMatchObject({ name: 'Latch Collectibles', symbol: 'LCOL' })
    expect(collectibles.tokens).toHaveLength(testCollectibles.holders * testCollectibles.perHolder)
    expect(collectibles.tokens.slice(0, 4)).toEqual([
      { tokenId: 1, owner: devnet.accounts[0]?.address },
      { tokenId: 2, owner: devnet.accounts[0]?.address },
      { tokenId: 3, owner: devnet.accounts[0]?.address },
      { tokenId: 4, owner: devnet.accounts[1]?.address },
    ])
    for (const chain of devnet.chains) {
      const client = clientOf(chain.rpcUrl)
      const address = addressOn(chain.id)
      const read = { address, abi: erc721Abi } as const
      await expect(client.readContract({ ...read, functionName: 'name' })).resolves.toBe(
        'Latch Collectibles',
      )
      await expect(
        client.readContract({ address, abi: collectiblesAbi, functionName: 'totalSupply' }),
      ).resolves.toBe(12n)
      for (const { tokenId, owner } of collectibles.tokens) {
        await expect(
          client.readContract({ ...read, functionName: 'ownerOf', args: [BigInt(tokenId)] }),
        ).resolves.toBe(owner)
        await expect(
          client.readContract({ ...read, functionName: 'tokenURI', args: [BigInt(tokenId)] }),
        ).resolves.toBe(`${collectibles.baseUris[chain.id]}${tokenId}`)
      }
      await expect(
        client.readContract({ ...read, functionName: 'ownerOf', args: [13n] }),
      ).rejects.toThrow()
      await expect(
        client.readContract({
          address,
          abi: collectiblesAbi,
          functionName: 'tokenOfOwnerByIndex',
          args: [devnet.accounts[2]?.address as Address, 1n],
        }),
      ).resolves.toBe(8n)
    }
    expect(collectibles.baseUris[chainB.id]).toBe(
      defaultCollectiblesBaseUri.replace('{chainId}', String(chainB.id)),
    )
  })

  it('behavior: safeTransferFrom changes ownerOf', async () => {
    const address = addressOn(chainB.id)
    const client = clientOf(chainB.rpcUrl)
    const ownerOf = () =>
      client.readContract({ address, abi: erc721Abi, functionName: 'ownerOf', args: [3n] })
    await expect(ownerOf()).resolves.toBe(holder.address)
    const transfer = async (from: typeof holder, to: Address) => {
      const wallet = devnetWalletClient(chainB, from)
      const hash = await wallet.writeContract({
        address,
        abi: erc721Abi,
        functionName: 'safeTransferFrom',
        args: [from.address, to, 3n],
      })
      await expect(wallet.waitForTransactionReceipt({ hash })).resolves.toMatchObject({
        status: 'success',
      })
    }
    await transfer(holder, receiver.address)
    await expect(ownerOf()).resolves.toBe(receiver.address)
    await expect(
      client.readContract({
        address,
        abi: erc721Abi,
        functionName: 'balanceOf',
        args: [receiver.address],
      }),
    ).resolves.toBe(1n)
    // Back where the published description says it is.
    await transfer(receiver, holder.address)
    await expect(ownerOf()).resolves.toBe(holder.address)
  })

  it('behavior: only the deployer moves the base URI, and ERC-4906 is announced', async () => {
    const address = addressOn(chainB.id)
    const client = clientOf(chainB.rpcUrl)
    const read = { address, abi: collectiblesAbi } as const
    await expect(client.readContract({ ...read, functionName: 'owner' })).resolves.toBe(
      deployer.address,
    )
    for (const interfaceId of ['0x80ac58cd', '0x780e9d63', '0x49064906'] as const) {
      await expect(
        client.readContract({ ...read, functionName: 'supportsInterface', args: [interfaceId] }),
      ).resolves.toBe(true)
    }
    await expect(
      devnetWalletClient(chainB, receiver).simulateContract({
        ...read,
        functionName: 'setBaseURI',
        args: ['https://elsewhere.example/'],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/)
    const owner = devnetWalletClient(chainB, deployer)
    const setBase = async (baseUri: string) => {
      const hash = await owner.writeContract({
        ...read,
        functionName: 'setBaseURI',
        args: [baseUri],
      })
      return owner.waitForTransactionReceipt({ hash })
    }
    const receipt = await setBase('https://elsewhere.example/')
    expect(receipt.logs).toHaveLength(1)
    await expect(
      client.readContract({ address, abi: erc721Abi, functionName: 'tokenURI', args: [5n] }),
    ).resolves.toBe('https://elsewhere.example/5')
    await setBase(collectibles.baseUris[chainB.id] ?? '')
    await expect(
      client.readContract({ address, abi: erc721Abi, functionName: 'tokenURI', args: [5n] }),
    ).resolves.toBe(`${collectibles.baseUris[chainB.id]}5`)
  })
})
