/** The AllWallets view's own rules (adopted with the view: `useViewStyles`). */
export const allWalletsCss = `
/* A virtual list's row (AllWallets): fixed size, in the list's flow below its top padding; its
   layout is its own (no paint containment, which would clip the focus ring drawn outside it). */
.gw-virtual-row { height: 56px; margin-bottom: 8px; contain: size layout style; }
/* A row a fling scrolls past (on screen for one frame): a full row's box, blank tile and name in
   one element, where a full row has five. */
.gw-virtual-row-passing {
  padding: 0; padding-inline: 60px 14px; border-radius: var(--gw-radius-item); line-height: 56px;
  background: linear-gradient(var(--gw-color-surface-strong) 0 0) 8px 8px / 40px 40px no-repeat, var(--gw-color-surface);
  font-size: var(--gw-text-md); font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
[dir='rtl'] .gw-virtual-row-passing { background-position: right 8px top 8px, 0 0; }
`
