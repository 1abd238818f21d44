import { loadMoreNfts, loadNfts, type Nft } from '@latch/core'
import { isSafeImageUrl } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { t } from '../i18n/translate.js'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'

export type NftsPanelProps = {
  address: string
  chainId: string | undefined
  /** The visitor chose to send `nft` (the Account opens Send with it). */
  onSend: (nft: Nft) => void
}

function NftImage({ nft, size }: { nft: Nft; size: 'card' | 'detail' }) {
  // Only http(s) and data images (the safe-URL checks), never a script's URL.
  return nft.image && isSafeImageUrl(nft.image) ? (
    <img className={`latch-nft__image latch-nft__image--${size}`} src={nft.image} alt={nft.name} />
  ) : (
    <span className={`latch-nft__image latch-nft__image--${size} latch-nft__placeholder`}>
      {nft.collection.symbol}
    </span>
  )
}

function NftDetail({ nft, onBack, onSend }: { nft: Nft; onBack: () => void; onSend: () => void }) {
  return (
    <div className="latch-nft-detail" data-testid="latch-nft-detail">
      <NftImage nft={nft} size="detail" />
      <h3 className="latch-nft-detail__name">{nft.name}</h3>
      <dl className="latch-facts">
        <dt>{t('nfts.collection')}</dt>
        <dd>{nft.collection.name}</dd>
        <dt>{t('nfts.tokenId')}</dt>
        <dd>{nft.tokenId}</dd>
      </dl>
      {nft.description ? <p className="latch-muted">{nft.description}</p> : null}
      <div className="latch-actions">
        <button type="button" className="latch-button" onClick={onBack}>
          {t('nfts.back')}
        </button>
        <button type="button" className="latch-button latch-button--primary" onClick={onSend}>
          {t('nfts.send')}
        </button>
      </div>
    </div>
  )
}

/**
 * The account's NFTs on the active network, as core's NFTs machine lists them (`state.nfts`,
 * read when the tab opens and again after a transfer): a grid of images and names, more on
 * demand, and a detail with Send. Off eip155 the machine says NFTs are not shown there.
 */
export function NftsPanel({ address, chainId, onSend }: NftsPanelProps) {
  const client = useLatch()
  const nfts = useLatchState((state) => state.nfts)
  // Which NFT's detail is open: the panel's own navigation, as the selected tab is AccountTabs'.
  const [selected, setSelected] = useState<Nft>()
  useEffect(() => {
    void loadNfts(client, { address, chainId })
  }, [client, address, chainId])

  // Until this account's NFTs are asked for, the list is another's (or none yet).
  if (!nfts || nfts.address !== address || nfts.chainId !== chainId) {
    return <p role="status">{t('nfts.loading')}</p>
  }
  switch (nfts.status) {
    case 'unsupported':
      return <p className="latch-muted">{t('nfts.unsupported')}</p>
    // No blockchain service in this site's setup (or no network): there is none to ask.
    case 'unavailable':
      return <p className="latch-muted">{t('nfts.unavailable')}</p>
    case 'loading':
      return <p role="status">{t('nfts.loading')}</p>
    case 'failed':
      return (
        <p className="latch-error" role="alert">
          {t('nfts.error')}
        </p>
      )
  }
  if (selected) {
    return (
      <NftDetail
        nft={selected}
        onBack={() => setSelected(undefined)}
        onSend={() => onSend(selected)}
      />
    )
  }
  if (!nfts.items.length) return <p className="latch-muted">{t('nfts.empty')}</p>
  return (
    <>
      <ul className="latch-nft-grid" aria-label={t('tab.nfts')}>
        {nfts.items.map((nft) => (
          <li key={`${nft.contract}/${nft.tokenId}`}>
            <button type="button" className="latch-nft" onClick={() => setSelected(nft)}>
              <NftImage nft={nft} size="card" />
              <span className="latch-nft__name">{nft.name}</span>
              <span className="latch-nft__collection latch-muted">{nft.collection.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {nfts.moreError ? (
        <p className="latch-error" role="alert">
          {t('nfts.error')}
        </p>
      ) : null}
      {nfts.hasMore ? (
        <button
          type="button"
          className="latch-button"
          disabled={nfts.loadingMore}
          onClick={() => void loadMoreNfts(client)}
        >
          {nfts.loadingMore ? t('nfts.loading') : t('nfts.more')}
        </button>
      ) : null}
    </>
  )
}
