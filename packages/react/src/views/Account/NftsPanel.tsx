import type { Nft } from '@gangway/core/internal'
import { useEffect } from 'react'
import { useStoreSelector } from '../../hooks/context.js'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { ImageIcon } from '../../ui/viewIcons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { TabEmpty, TabLoading } from './TabStates.js'
import { useActiveAccount } from './useActiveAccount.js'

/** '#1234', or the id's first and last characters when it is long (ERC-1155 ids often are). */
const tokenLabel = (tokenId: string) =>
  tokenId.length > 10 ? `#${tokenId.slice(0, 4)}…${tokenId.slice(-4)}` : `#${tokenId}`

function NftCard({ nft }: { nft: Nft }) {
  const id = tokenLabel(nft.tokenId)
  const sub = nft.collection ? `${nft.collection} ${id}` : id
  // The collection may be cut short on the card; the token id never is. The full text is the
  // card's title.
  return (
    <li className="gw-nft" data-testid="nft-item" title={`${nft.name} · ${sub}`}>
      <WalletImage src={nft.imageUrl} name={nft.name} />
      <span className="gw-nft-name">{nft.name}</span>
      <span className="gw-nft-sub">
        {nft.collection ? <span className="gw-nft-collection">{nft.collection} </span> : null}
        <span className="gw-nft-id">{id}</span>
      </span>
    </li>
  )
}

/**
 * The NFTs tab: the account's NFTs on the active network, read when the tab opens and again when
 * the account or network changes. Names come from the NFT source: rendered as text only, images
 * only from http(s) and data:image URLs.
 */
export function NftsPanel({ kit }: { kit: UiKit }) {
  const t = useT(accountText)
  const state = useStoreSelector(kit.stores.nfts, (s) => s)
  const { address, network } = useActiveAccount(kit)
  useEffect(() => {
    if (address && network) void kit.controllers.nfts.fetchNfts()
  }, [kit, address, network])

  if (state.nfts.length > 0)
    return (
      <ul className="gw-nfts" aria-label={t('account.tab.nfts')}>
        {state.nfts.map((nft) => (
          <NftCard key={`${nft.contract}#${nft.tokenId}`} nft={nft} />
        ))}
      </ul>
    )
  // A failed read has no list to show, whether or not it got as far as naming the account.
  if (state.failed)
    return (
      <TabEmpty
        icon={<ImageIcon />}
        title={t('account.nfts.failed')}
        onRetry={() => void kit.controllers.nfts.fetchNfts({ refresh: true })}
      />
    )
  if (state.loading || (address && state.account === undefined))
    return <TabLoading label={t('account.nfts.loading')} />
  return (
    <TabEmpty
      icon={<ImageIcon />}
      title={t('account.nfts.empty')}
      text={t('account.nfts.emptyText')}
    />
  )
}
