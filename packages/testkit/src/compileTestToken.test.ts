import { isHex, toFunctionSelector } from 'viem'
import { expect, it } from 'vitest'
import { compileTestToken } from './compileTestToken.js'

it('default: the ERC-20 functions and events, and deployable bytecode', async () => {
  const { abi, bytecode } = await compileTestToken()
  const names = abi.map((item) => ('name' in item ? `${item.type}:${item.name}` : item.type))
  expect(names.sort()).toEqual([
    'constructor',
    'event:Approval',
    'event:Transfer',
    'function:allowance',
    'function:approve',
    'function:balanceOf',
    'function:decimals',
    'function:name',
    'function:symbol',
    'function:totalSupply',
    'function:transfer',
    'function:transferFrom',
  ])
  expect(isHex(bytecode)).toBe(true)
  // The runtime code dispatches on the standard `transfer(address,uint256)` selector.
  expect(bytecode).toContain(toFunctionSelector('transfer(address,uint256)').slice(2))
})

it('behavior: a second compilation gives the same contract', async () => {
  expect(await compileTestToken()).toEqual(await compileTestToken())
})
