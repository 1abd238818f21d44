import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActorTree } from './ActorTree.js'
import type { ActorNode } from './actorTree.js'

function node(id: string, state: string, fields: Partial<ActorNode> = {}): ActorNode {
  return { key: id, id, systemId: undefined, state, detail: undefined, children: [], ...fields }
}

const tree = node('latch', 'active', {
  children: [
    node('connection.eip155', 'connecting', { children: [node('connect', 'active')] }),
    node('router', 'navigation, farcaster.idle', { detail: 'view Connect' }),
    node('modal', 'open.still'),
    node('registration', 'idle', { systemId: 'nameRegistration' }),
  ],
})

/** Each actor's line as it reads ("modal: open.still"), in document order. */
function actorLines(element: ParentNode): (string | null)[] {
  return [...element.querySelectorAll('.actor')].map((line) => line.textContent)
}

describe('ActorTree', () => {
  it('default: each actor reads as its id and its state, in a labelled list', () => {
    render(<ActorTree root={tree} />)
    expect(actorLines(screen.getByRole('list', { name: 'Actor tree' }))).toEqual([
      'latch: active',
      'connection.eip155: connecting',
      'connect: active',
      'router: navigation, farcaster.idle — view Connect',
      'modal: open.still',
      'registration (system id nameRegistration): idle',
    ])
  })

  it('behavior: children are listed inside their parent', () => {
    render(<ActorTree root={tree} />)
    const [root] = within(screen.getByRole('list', { name: 'Actor tree' })).getAllByRole('listitem')
    const children = within(root as HTMLElement).getAllByRole('list')[0] as HTMLElement
    expect(actorLines(children)).toHaveLength(5)
    const connection = within(children).getAllByRole('listitem')[0] as HTMLElement
    expect(actorLines(connection)).toEqual(['connection.eip155: connecting', 'connect: active'])
  })

  it('behavior: an actor without children has no list of its own', () => {
    render(<ActorTree root={node('latch', 'active')} />)
    expect(screen.getAllByRole('list')).toHaveLength(1)
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })
})
