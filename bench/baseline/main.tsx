// The floor any modal stands on: React 19 and one button that lists the EIP-6963 wallets
// in a dialog, with no library at all.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

type AnnouncedWallet = { info: { uuid: string; name: string; icon: string } }

function useAnnouncedWallets(): AnnouncedWallet[] {
  const [wallets, setWallets] = useState<AnnouncedWallet[]>([])
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const wallet = (event as CustomEvent<AnnouncedWallet>).detail
      setWallets((known) =>
        known.some((each) => each.info.uuid === wallet.info.uuid) ? known : [...known, wallet],
      )
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }, [])
  return wallets
}

function App() {
  const [open, setOpen] = useState(false)
  const wallets = useAnnouncedWallets()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div role="dialog" aria-label="Connect Wallet">
          <ul>
            {wallets.map(({ info }) => (
              <li key={info.uuid}>
                <button type="button">
                  <img src={info.icon} alt="" width={32} height={32} />
                  {info.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(<App />)
