import { getNfts, type Nft } from '@latch/core'
import { isSafeImageUrl } from '@latch/core/internal'
import { useMemo, useState } from 'react'
import { t } from '../i18n/translate.js'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'
import { useAsyncResult } from './useAsyncResult.js'

/** NFTs are listed where the blockchain service indexes them: eip155 networks. */
const nftNamespaces = ['eip155']

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
 * The account's NFTs on the active network, from the blockchain service: a grid of images
 * and names, more on demand (the route pages them), and a detail with Send. Off eip155 the
 * panel says NFTs are not shown there.
 */
export function NftsPanel({ address, chainId, onSend }: NftsPanelProps) {
  const client = useLatch()
  // A transfer sent (an NFT among them) changes what the account holds.
  const namespace = chainId?.split(':')[0]
  const lastTransfer = useLatchState((state) =>
    namespace === 'eip155' ? state.send.transfers.eip155 : undefined,
  )
  // Later pages, appended to the first page they follow (a new first page drops them).
  const [more, setMore] = useState<{ after: unknown; items: Nft[]; next: string | null }>()
  const [selected, setSelected] = useState<Nft>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastTransfer is the reload trigger
  const loadFirst = useMemo(
    () =>
      chainId && nftNamespaces.includes(namespace ?? '')
        ? () => getNfts(client, { address, chainId })
        : undefined,
    [client, address, chainId, namespace, lastTransfer],
  )
  const first = useAsyncResult(loadFirst, `${chainId}/${address}`)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)

  if (namespace && !nftNamespaces.includes(namespace)) {
    return <p className="latch-muted">{t('nfts.unsupported')}</p>
  }
  switch (first.status) {
    case 'idle':
      return <p className="latch-muted">{t('nfts.unavailable')}</p>
    case 'loading':
      return <p role="status">{t('nfts.loading')}</p>
    case 'error':
      // No blockchain service in this site's setup: nothing failed, there is none to ask.
      return (first.error as { code?: unknown }).code === 'NOT_PROVIDED' ? (
        <p className="latch-muted">{t('nfts.unavailable')}</p>
      ) : (
        <p className="latch-error" role="alert">
          {t('nfts.error')}
        </p>
      )
  }
  const shown =
    more?.after === first.value ? more : { items: first.value.data, next: first.value.next }
  if (selected) {
    return (
      <NftDetail
        nft={selected}
        onBack={() => setSelected(undefined)}
        onSend={() => onSend(selected)}
      />
    )
  }
  if (!shown.items.length) return <p className="latch-muted">{t('nfts.empty')}</p>
  const loadMore = async () => {
    if (!chainId || !shown.next) return
    setLoadingMore(true)
    setMoreFailed(false)
    try {
      const page = await getNfts(client, { address, chainId, cursor: shown.next })
      setMore({ after: first.value, items: [...shown.items, ...page.data], next: page.next })
    } catch {
      setMoreFailed(true)
    } finally {
      setLoadingMore(false)
    }
  }
  return (
    <>
      <ul className="latch-nft-grid" aria-label={t('tab.nfts')}>
        {shown.items.map((nft) => (
          <li key={`${nft.contract}/${nft.tokenId}`}>
            <button type="button" className="latch-nft" onClick={() => setSelected(nft)}>
              <NftImage nft={nft} size="card" />
              <span className="latch-nft__name">{nft.name}</span>
              <span className="latch-nft__collection latch-muted">{nft.collection.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {moreFailed ? (
        <p className="latch-error" role="alert">
          {t('nfts.error')}
        </p>
      ) : null}
      {shown.next ? (
        <button
          type="button"
          className="latch-button"
          disabled={loadingMore}
          onClick={() => void loadMore()}
        >
          {loadingMore ? t('nfts.loading') : t('nfts.more')}
        </button>
      ) : null}
    </>
  )
}
