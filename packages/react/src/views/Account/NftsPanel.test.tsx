import '../../testing/dom.testing.js'
import type { NftQuery, NftSource } from '@gangway/core'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, base, connect, createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const nft = (tokenId: string, chainId = 'eip155:1', name = `Test #${tokenId}`) => ({
  chainId,
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId,
  name,
  collection: 'Test Collectibles',
  imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
})

/** An NFT source answering from a script (or failing), recording the queries. */
function scripted(answers: (unknown | Error)[]) {
  const queries: NftQuery[] = []
  const source: NftSource = {
    getNfts: async (query) => {
      queries.push(query)
      const answer = answers.shift()
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer')
      return answer
    },
  }
  return { source, queries }
}

async function openNfts(source: NftSource) {
  const { kit } = createTestKit({ nftSource: source })
  keep(kit)
  await connect(kit)
  await openModal(kit, { view: 'Account' })
  await vi.waitFor(() => expect(allInModal('[role="tab"]').length).toBeGreaterThan(0))
  allInModal('[role="tab"]')
    .find((el) => el.textContent === 'NFTs')
    ?.click()
  return { kit }
}

const panel = () => inModal('[data-testid="account-tab-nfts"]')
const cards = () =>
  allInModal('[data-testid="nft-item"]').map((card) => [
    card.querySelector('.gw-nft-name')?.textContent,
    card.querySelector('.gw-nft-sub')?.textContent,
  ])

describe('the NFTs tab', () => {
  it("reads when opened and shows each NFT's image, name, collection and token id", async () => {
    const api = scripted([{ nfts: [nft('1'), nft('2'), nft('12345678901234567890')] }])
    await openNfts(api.source)
    await vi.waitFor(() => expect(cards()).toHaveLength(3))
    expect(api.queries).toEqual([{ address: ADDRESS, caipNetworkId: 'eip155:1' }])
    expect(cards()).toEqual([
      ['Test #1', 'Test Collectibles #1'],
      ['Test #2', 'Test Collectibles #2'],
      ['Test #12345678901234567890', 'Test Collectibles #1234…7890'],
    ])
    expect(allInModal('[data-testid="nft-item"] img')[0]?.getAttribute('src')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    )
    expect(inModal('ul[aria-label="NFTs"]')).not.toBeNull()
  })

  it('reads again for the new network when it changes while the tab is open', async () => {
    const api = scripted([{ nfts: [nft('1')] }, { nfts: [nft('8', 'eip155:8453')] }])
    const { kit } = await openNfts(api.source)
    await vi.waitFor(() => expect(cards()).toHaveLength(1))
    await kit.switchNetwork(base)
    await vi.waitFor(() => expect(cards()[0]?.[0]).toBe('Test #8'))
    expect(api.queries.map((query) => query.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
  })

  it("a failed read says 'Failed to fetch NFTs' and Try again reads again; none says so", async () => {
    const api = scripted([new Error('HTTP status code: 500'), { nfts: [] }])
    const { kit } = await openNfts(api.source)
    const text = () => panel()?.textContent ?? ''
    await vi.waitFor(() => expect(text()).toContain('Failed to fetch NFTs'))
    expect(kit.controllers.snackbar.getState().message).toBe('Failed to fetch NFTs')
    const retry = allInModal('[data-testid="account-tab-nfts"] button').find(
      (button) => button.textContent === 'Try again',
    )
    retry?.click()
    await vi.waitFor(() => expect(text()).toContain('No NFTs yet'))
    expect(api.queries).toHaveLength(2)
  })

  it('renders names as text and loads no image from an unsafe URL', async () => {
    const hostile = {
      ...nft('1', 'eip155:1', '<img src=x onerror=alert(1)>'),
      imageUrl: 'javascript:alert(1)',
    }
    await openNfts(scripted([{ nfts: [hostile] }]).source)
    await vi.waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]?.[0]).toBe('<img src=x onerror=alert(1)>')
    expect(inModal('[data-testid="nft-item"] img')).toBeNull()
  })
})
