import { networkCatalogue } from '@latch/core/networks'

/** Every network Latch knows, with its CAIP-2 id and native currency. */
export function NetworkTable() {
  return (
    <section aria-labelledby="networks-title">
      <h2 id="networks-title">Networks ({networkCatalogue.length})</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">CAIP-2 id</th>
            <th scope="col">Currency</th>
            <th scope="col">Testnet</th>
          </tr>
        </thead>
        <tbody>
          {networkCatalogue.map((network) => (
            <tr key={network.caipNetworkId}>
              <td>{network.name}</td>
              <td>
                <code>{network.caipNetworkId}</code>
              </td>
              <td>{network.nativeCurrency.symbol}</td>
              <td>{network.testnet ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
