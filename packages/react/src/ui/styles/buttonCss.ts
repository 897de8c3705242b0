import { themeCss } from './theme.js'

/**
 * Styles of the connect / account / network buttons. React renders them in the host's light DOM,
 * so every rule is scoped to `.gw-w` and starts from `all: unset` to resist host button styles;
 * the custom elements put the same rules in their own shadow root.
 */
const BUTTONS = `
.gw-w { all: initial; display: inline-flex; vertical-align: middle; max-width: 100%; min-width: 0; font-family: var(--gw-font-family); line-height: 1; }
.gw-w .gw-b {
  all: initial; box-sizing: border-box; display: inline-flex; align-items: center; gap: 8px;
  max-width: 100%; min-width: 0; overflow: hidden;
  height: 40px; padding: 0 16px; border-radius: 999px; cursor: pointer; white-space: nowrap;
  font-family: var(--gw-font-family); font-size: 15px; font-weight: 600; letter-spacing: -0.005em;
  -webkit-font-smoothing: antialiased; transition: background-color 150ms ease, transform 150ms ease, box-shadow 150ms ease;
}
.gw-w .gw-b:active { transform: scale(0.97); }
.gw-w .gw-b:focus-visible { box-shadow: var(--gw-focus-ring); }
.gw-w .gw-b[aria-busy='true'] { cursor: progress; }
.gw-w .gw-b-connect { background: var(--gw-accent); color: var(--gw-accent-fg); }
.gw-w .gw-b-connect:hover { background: color-mix(in srgb, var(--gw-accent) 88%, black); }
.gw-w .gw-b-surface {
  background: var(--gw-color-bg); color: var(--gw-color-fg);
  box-shadow: inset 0 0 0 1px var(--gw-color-border);
}
.gw-w .gw-b-surface:hover { background: var(--gw-color-surface); }
.gw-w .gw-b-surface:focus-visible { box-shadow: inset 0 0 0 1px var(--gw-color-border), var(--gw-focus-ring); }
.gw-w .gw-b-account { padding: 0 4px 0 8px; gap: 8px; }
.gw-w .gw-b-balance { font-variant-numeric: tabular-nums; padding: 0 2px 0 2px; flex: none; }
.gw-w .gw-b-chip {
  display: inline-flex; align-items: center; gap: 6px; height: 32px; padding: 0 10px 0 4px; min-width: 0;
  border-radius: 999px; background: var(--gw-color-surface); font-size: 14px;
}
.gw-w .gw-b-label { min-width: 0; max-width: min(11em, 36vw); overflow: hidden; text-overflow: ellipsis; }
.gw-w .gw-b-avatar, .gw-w .gw-b-icon {
  display: inline-grid; place-items: center; width: 24px; height: 24px; border-radius: 999px; overflow: hidden; flex: none;
  background: var(--gw-color-surface-strong); color: #fff; font-size: 10px; font-weight: 700;
}
.gw-w .gw-b-icon img, .gw-w .gw-b-avatar img { width: 100%; height: 100%; object-fit: cover; display: block; }
.gw-w .gw-b-warn { color: var(--gw-warning-text); }
.gw-w .gw-b-spinner {
  width: 14px; height: 14px; border-radius: 999px; border: 2px solid currentColor; border-right-color: transparent;
  animation: gw-b-spin 700ms linear infinite; flex: none;
}
@keyframes gw-b-spin { to { transform: rotate(360deg); } }
@media (max-width: 480px) {
  .gw-w .gw-b-balance { display: none; }
}
@media (prefers-reduced-motion: reduce) {
  .gw-w .gw-b { transition: none; }
  .gw-w .gw-b-spinner { animation-duration: 1600ms; }
}
`

export const buttonCss = `${themeCss('.gw-w')}\n${BUTTONS}`
