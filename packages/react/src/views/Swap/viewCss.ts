/** The Swap view's own rules (adopted with the view: `useViewStyles`). */
export const swapCss = `
/* Swap: two boxes (what is paid, what is received) and the switch between them; the arrows stand
   up, and a right-to-left modal mirrors them like the rest of the layout. */
.gw-swap { display: flex; flex-direction: column; gap: 8px; }
.gw-swap-box {
  display: flex; flex-direction: column; gap: 6px; padding: 12px;
  border-radius: var(--gw-radius-item); background: var(--gw-color-surface);
}
.gw-swap-line { display: flex; align-items: center; gap: 8px; }
.gw-swap-meta { justify-content: space-between; }
.gw-swap-amount { padding-inline-start: 14px; font-size: var(--gw-text-xl); font-weight: 600; }
.gw-swap-amount[data-long='true'] { font-size: var(--gw-text-lg); }
.gw-btn.gw-swap-token { flex: none; gap: 6px; white-space: nowrap; }
.gw-btn.gw-swap-max { height: 28px; padding: 0 10px; }
.gw-swap-switch { display: flex; justify-content: center; margin: -4px 0; }
.gw-swap-switch .gw-icon-btn { transform: rotate(90deg); }
[dir='rtl'] .gw-swap-switch .gw-icon-btn { transform: scaleX(-1) rotate(90deg); }
`
