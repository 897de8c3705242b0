/** The Account view's own rules: its balance, address, feature buttons and NFT grid (adopted with the view: `useViewStyles`). */
export const accountCss = `
.gw-balance { margin: 0; font-size: var(--gw-text-2xl); font-weight: 600; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; }
.gw-address-row { display: inline-flex; align-items: center; gap: 4px; }
.gw-address { margin: 0; font-size: var(--gw-text-lg); font-weight: 600; }

.gw-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(0, 1fr)); gap: 8px; }
.gw-feature {
  display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 12px 4px 10px;
  border: 0; border-radius: var(--gw-radius-item); background: var(--gw-color-surface); cursor: pointer;
  font-size: var(--gw-text-xs); font-weight: 600; color: var(--gw-color-fg); transition: background-color 150ms ease;
}
.gw-feature:hover { background: var(--gw-color-surface-hover); }
.gw-feature svg { width: 20px; height: 20px; color: var(--gw-accent-text); }

.gw-nfts { display: grid; grid-template-columns: repeat(auto-fill, minmax(136px, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
.gw-nft {
  display: flex; flex-direction: column; gap: 2px; min-width: 0; padding: 6px;
  border-radius: var(--gw-radius-item); background: var(--gw-color-surface);
}
.gw-nft .gw-image { width: 100%; height: auto; aspect-ratio: 1; margin-bottom: 4px; font-size: 28px; }
.gw-nft-name { font-size: var(--gw-text-xs); font-weight: 600; }
.gw-nft-sub { display: flex; align-items: baseline; gap: 4px; font-size: 11px; color: var(--gw-color-fg-subtle); }
.gw-nft-collection { min-width: 0; }
.gw-nft-id { flex: none; margin-inline-start: auto; white-space: nowrap; }
`
