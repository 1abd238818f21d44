import type { ActorNode } from './actorTree.js'

function ActorRow({ node }: { node: ActorNode }) {
  return (
    <li>
      <span className="actor">
        <code>{node.id}</code>
        {node.systemId ? <span className="hint"> (system id {node.systemId})</span> : null}:{' '}
        <span className="actor-state">{node.state}</span>
        {node.detail ? <span className="hint"> — {node.detail}</span> : null}
      </span>
      {node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <ActorRow key={child.key} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/**
 * The actors of a client's system as nested lists: each actor's id, its state, and the
 * actors it runs beneath it. Plain lists, which every screen reader walks, rather than an
 * ARIA tree: the rows show state, there is nothing to select or expand.
 */
export function ActorTree({ root }: { root: ActorNode }) {
  return (
    <ul className="actor-tree" aria-label="Actor tree">
      <ActorRow node={root} />
    </ul>
  )
}
