import { isHex, toFunctionSelector } from 'viem'
import { expect, it } from 'vitest'
import { compileDevnetContracts } from './compileDevnetContracts.js'

const functionsOf = (abi: readonly { type: string; name?: string }[]) =>
  abi.flatMap((item) => (item.type === 'function' && item.name ? [item.name] : [])).sort()

it('default: the ERC-20 and ERC-721 functions, and deployable bytecode', async () => {
  const { token, collectibles } = await compileDevnetContracts()
  expect(functionsOf(token.abi)).toEqual([
    'allowance',
    'approve',
    'balanceOf',
    'decimals',
    'name',
    'symbol',
    'totalSupply',
    'transfer',
    'transferFrom',
  ])
  expect(functionsOf(collectibles.abi)).toEqual([
    'approve',
    'balanceOf',
    'getApproved',
    'isApprovedForAll',
    'name',
    'owner',
    'ownerOf',
    'renounceOwnership',
    'safeTransferFrom',
    'safeTransferFrom',
    'setApprovalForAll',
    'setBaseURI',
    'supportsInterface',
    'symbol',
    'tokenByIndex',
    'tokenOfOwnerByIndex',
    'tokenURI',
    'totalSupply',
    'transferFrom',
    'transferOwnership',
  ])
  for (const { bytecode } of [token, collectibles]) expect(isHex(bytecode)).toBe(true)
  // The runtime code dispatches on the standard selectors.
  expect(token.bytecode).toContain(toFunctionSelector('transfer(address,uint256)').slice(2))
  expect(collectibles.bytecode).toContain(
    toFunctionSelector('safeTransferFrom(address,address,uint256)').slice(2),
  )
})

it('default: the smart account, its factory and the paymaster', async () => {
  const { account, accountFactory, paymaster } = await compileDevnetContracts()
  expect(functionsOf(account.abi)).toEqual(
    expect.arrayContaining([
      'entryPoint',
      'execute',
      'executeFromExecutor',
      'initialize',
      'installModule',
      'isValidSignature',
      'validateUserOp',
    ]),
  )
  expect(functionsOf(accountFactory.abi)).toEqual(['createAccount', 'getAddress', 'implementation'])
  expect(functionsOf(paymaster.abi)).toEqual(
    expect.arrayContaining([
      'deposit',
      'entryPoint',
      'postOp',
      'validatePaymasterUserOp',
      'withdraw',
    ]),
  )
  // EIP-3860: creation code over 48 KB cannot be deployed (the runtime code's 24 KB limit is
  // checked on the chain, in deployAccountAbstraction.test.ts).
  for (const { bytecode } of [account, accountFactory, paymaster]) {
    expect((bytecode.length - 2) / 2).toBeLessThan(49_152)
  }
})

it('behavior: a second compilation gives the same contracts', async () => {
  expect(await compileDevnetContracts()).toEqual(await compileDevnetContracts())
})
