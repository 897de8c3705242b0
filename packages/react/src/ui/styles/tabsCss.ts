/** The tab bar's rules (adopted with the tabs: `useViewStyles`; only Account has tabs). */
export const tabsCss = `
.gw-tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--gw-radius-control); background: var(--gw-color-surface); }
.gw-tab {
  flex: 1; height: 34px; border: 0; border-radius: calc(var(--gw-radius-control) - 4px);
  background: transparent; color: var(--gw-color-fg-muted); font-size: var(--gw-text-sm); font-weight: 600;
  cursor: pointer; transition: background-color 150ms ease, color 150ms ease;
}
.gw-tab:hover { color: var(--gw-color-fg); }
.gw-tab[aria-selected='true'] { background: var(--gw-color-surface-strong); color: var(--gw-color-fg); }
`
