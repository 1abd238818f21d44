import { decodeAbiParameters, decodeFunctionData, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeErc7579Execute, erc7579ExecuteAbi } from './erc7579Execute.js'

const to = '0x52908400098527886E0F7030069857D2E4169EE7'
const other = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'

describe('encodeErc7579Execute', () => {
  it('default: one call is ERC-7579 single mode, packed target | value | data', () => {
    const { args } = decodeFunctionData({
      abi: erc7579ExecuteAbi,
      data: encodeErc7579Execute([{ to, value: 5n, data: '0xabcd' }]),
    })
    expect(args[0]).toBe(`0x${'0'.repeat(64)}`)
    expect(args[1]).toBe(`0x${to.slice(2).toLowerCase()}${'5'.padStart(64, '0')}abcd`)
  })

  it('behavior: several calls are one batch (mode 0x01), in order', () => {
    const { args } = decodeFunctionData({
      abi: erc7579ExecuteAbi,
      data: encodeErc7579Execute([
        { to, value: 1n },
        { to: other, data: '0x12' },
      ]),
    })
    expect(slice(args[0], 0, 1)).toBe('0x01')
    expect(slice(args[0], 1)).toBe(`0x${'0'.repeat(62)}`)
    const [executions] = decodeAbiParameters(
      [
        {
          type: 'tuple[]',
          components: [
            { name: 'target', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'callData', type: 'bytes' },
          ],
        },
      ],
      args[1],
    )
    expect(executions).toEqual([
      { target: to, value: 1n, callData: '0x' },
      { target: other, value: 0n, callData: '0x12' },
    ])
  })
})
