import { themeCss } from './theme.js'

// Names (.gw-name in list rows, NFT names and collections, the header title) show whole on up to
// two lines, then end in an ellipsis; the full text stays the element's text (its accessible name)
// and its title. NFT cards are as wide as such a name needs: two across a 360 px modal.

/**
 * Styles of the modal, injected into its open shadow root: nothing here reaches the host page and
 * `:host { all: initial }` keeps the host's inherited styles out. Durations come from custom
 * properties set from core `TIMING` (`--gw-duration-modal|view|header|shake`).
 */
const BASE = `
:host { all: initial; display: contents; }
*, *::before, *::after { box-sizing: border-box; }
.gw-theme {
  all: initial;
  font-family: var(--gw-font-family);
  font-size: var(--gw-text-md);
  line-height: 1.4;
  color: var(--gw-color-fg);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
/* A fixed box is laid out in the layout viewport, which a phone widens to a page's overflowing
   content (a 478 px page on a 390 px screen): 100vw is the screen's width whatever the page. */
.gw-root {
  position: fixed; inset: 0; z-index: var(--gw-z-index); max-width: 100vw;
  display: flex; align-items: center; justify-content: center; padding: 16px;
}
.gw-overlay {
  position: absolute; inset: 0; background: var(--gw-color-overlay);
  backdrop-filter: blur(6px); -webkit-backdrop-filter: blur(6px);
  animation: gw-fade-in var(--gw-duration-modal) ease-out both;
}
.gw-card {
  position: relative; display: flex; flex-direction: column;
  width: var(--gw-modal-width, 360px); max-width: 100%;
  max-height: min(680px, calc(100vh - 32px)); max-height: min(680px, calc(100dvh - 32px));
  background: var(--gw-color-bg); border-radius: var(--gw-radius-card);
  box-shadow: var(--gw-shadow-card); overflow: hidden; outline: none;
  animation: gw-pop-in var(--gw-duration-modal) cubic-bezier(0.2, 0.9, 0.3, 1) both;
}
.gw-root[data-state='closing'] .gw-overlay { animation: gw-fade-out var(--gw-duration-modal) ease-in both; }
.gw-root[data-state='closing'] .gw-card { animation: gw-pop-out var(--gw-duration-modal) ease-in both; }
.gw-card[data-shake='true'] { animation: gw-shake var(--gw-duration-shake) cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }

.gw-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 8px;
  padding: 14px 14px 6px; min-height: 60px;
}
.gw-title {
  margin: 0; text-align: center; font-size: var(--gw-text-lg); font-weight: 600; letter-spacing: -0.01em;
  animation: gw-fade-in var(--gw-duration-header) ease-out both;
}
.gw-body {
  position: relative; flex: 1; min-height: 0; overflow-y: auto; overscroll-behavior: contain;
  padding: 8px 16px 16px; scrollbar-width: thin; scroll-padding-block: 8px;
}
.gw-view { display: flex; flex-direction: column; gap: 12px; animation: gw-view-in var(--gw-duration-view) ease-out both; }

button { font: inherit; color: inherit; }
.gw-icon-btn {
  display: inline-grid; place-items: center; width: 36px; height: 36px; padding: 0;
  border: 0; border-radius: var(--gw-radius-icon); background: transparent; cursor: pointer;
  color: var(--gw-color-fg-muted); transition: background-color 150ms ease, color 150ms ease;
}
.gw-icon-btn:hover:not(:disabled):not([aria-disabled='true']) { background: var(--gw-color-surface-hover); color: var(--gw-color-fg); }
.gw-icon-btn:disabled, .gw-icon-btn[aria-disabled='true'] { opacity: 0.35; cursor: not-allowed; }
.gw-icon-btn svg { width: 18px; height: 18px; }

.gw-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 44px; padding: 0 18px; border: 0; border-radius: var(--gw-radius-control);
  font-size: var(--gw-text-md); font-weight: 600; cursor: pointer; white-space: nowrap;
  transition: background-color 150ms ease, transform 150ms ease, opacity 150ms ease;
}
.gw-btn:active:not(:disabled) { transform: scale(0.98); }
.gw-btn:disabled { opacity: 0.5; cursor: not-allowed; }
.gw-btn[data-block='true'] { width: 100%; }
.gw-btn[data-variant='primary'] { background: var(--gw-accent); color: var(--gw-accent-fg); }
.gw-btn[data-variant='primary']:hover:not(:disabled) { background: color-mix(in srgb, var(--gw-accent) 88%, black); }
.gw-btn[data-variant='secondary'] { background: var(--gw-color-surface); color: var(--gw-color-fg); }
.gw-btn[data-variant='secondary']:hover:not(:disabled) { background: var(--gw-color-surface-hover); }
.gw-btn[data-variant='danger'] { background: var(--gw-error-soft); color: var(--gw-error-text); }
.gw-btn[data-variant='danger']:hover:not(:disabled) { background: color-mix(in srgb, var(--gw-color-error) 24%, transparent); }
.gw-btn svg { width: 18px; height: 18px; }

:focus { outline: none; }
:focus-visible { outline: none; box-shadow: var(--gw-focus-ring); }
.gw-card:focus-visible { box-shadow: var(--gw-shadow-card); }

.gw-section-title {
  margin: 4px 4px 0; font-size: var(--gw-text-sm); font-weight: 500; color: var(--gw-color-fg-subtle);
}
.gw-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.gw-list-item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px;
  padding: 8px; padding-inline-end: 14px; border: 0; border-radius: var(--gw-radius-item);
  background: var(--gw-color-surface); text-align: start; cursor: pointer;
  transition: background-color 150ms ease;
}
.gw-list-item:hover:not(:disabled), .gw-list-item[data-active='true'] { background: var(--gw-color-surface-hover); }
.gw-list-item:disabled { cursor: default; opacity: 0.6; }
.gw-list-item-label { flex: 1; min-width: 0; font-size: var(--gw-text-md); font-weight: 500; overflow-wrap: anywhere; }
.gw-name, .gw-nft-name, .gw-nft-collection, .gw-title {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2;
  overflow: hidden; line-height: 1.25; overflow-wrap: anywhere;
}
.gw-list-item-sub { display: block; font-size: var(--gw-text-xs); font-weight: 400; color: var(--gw-color-fg-subtle); }
.gw-list-item-end { display: inline-flex; align-items: center; gap: 8px; color: var(--gw-color-fg-subtle); }
.gw-list-item-end svg { width: 16px; height: 16px; }

.gw-tag {
  display: inline-flex; align-items: center; height: 22px; padding: 0 8px; border-radius: 999px;
  font-size: 11px; font-weight: 600; letter-spacing: 0.02em; text-transform: uppercase;
  background: var(--gw-accent-soft); color: var(--gw-accent-text);
}
.gw-tag[data-tone='neutral'] { background: var(--gw-color-surface-strong); color: var(--gw-color-fg-muted); }
.gw-tag[data-tone='success'] { background: var(--gw-success-soft); color: var(--gw-success-text); }

/* Flex, not grid, centres the letters or the image: cheaper to lay out, and long lists lay out many. */
.gw-image {
  position: relative; flex: none; display: inline-flex; align-items: center; justify-content: center; overflow: hidden;
  width: 40px; height: 40px; border-radius: var(--gw-radius-icon);
  background: var(--gw-color-surface-strong); color: var(--gw-color-fg); font-weight: 700; font-size: 14px;
  letter-spacing: 0.02em; user-select: none;
}
.gw-image::after {
  content: ''; position: absolute; inset: 0; border-radius: inherit;
  box-shadow: inset 0 0 0 1px var(--gw-color-border); pointer-events: none;
}
.gw-image[data-monogram='true'] { color: #fff; }
/* Monogram colours, one rule per hue step (utils/monogram.ts: monogramGradient of step × 15°; a
   test keeps them equal). Inside the modal a monogram carries data-hue, no style of its own. */
.gw-image[data-hue='0'] { background: linear-gradient(135deg, hsl(0 70% 53%), hsl(40 70% 34%)); }
.gw-image[data-hue='1'] { background: linear-gradient(135deg, hsl(15 70% 46%), hsl(55 70% 29%)); }
.gw-image[data-hue='2'] { background: linear-gradient(135deg, hsl(30 70% 39%), hsl(70 70% 28%)); }
.gw-image[data-hue='3'] { background: linear-gradient(135deg, hsl(45 70% 32%), hsl(85 70% 29%)); }
.gw-image[data-hue='4'] { background: linear-gradient(135deg, hsl(60 70% 27%), hsl(100 70% 30%)); }
.gw-image[data-hue='5'] { background: linear-gradient(135deg, hsl(75 70% 29%), hsl(115 70% 31%)); }
.gw-image[data-hue='6'] { background: linear-gradient(135deg, hsl(90 70% 30%), hsl(130 70% 31%)); }
.gw-image[data-hue='7'] { background: linear-gradient(135deg, hsl(105 70% 30%), hsl(145 70% 31%)); }
.gw-image[data-hue='8'] { background: linear-gradient(135deg, hsl(120 70% 31%), hsl(160 70% 30%)); }
.gw-image[data-hue='9'] { background: linear-gradient(135deg, hsl(135 70% 31%), hsl(175 70% 30%)); }
.gw-image[data-hue='10'] { background: linear-gradient(135deg, hsl(150 70% 30%), hsl(190 70% 34%)); }
.gw-image[data-hue='11'] { background: linear-gradient(135deg, hsl(165 70% 30%), hsl(205 70% 40%)); }
.gw-image[data-hue='12'] { background: linear-gradient(135deg, hsl(180 70% 30%), hsl(220 70% 40%)); }
.gw-image[data-hue='13'] { background: linear-gradient(135deg, hsl(195 70% 36%), hsl(235 70% 40%)); }
.gw-image[data-hue='14'] { background: linear-gradient(135deg, hsl(210 70% 46%), hsl(250 70% 40%)); }
.gw-image[data-hue='15'] { background: linear-gradient(135deg, hsl(225 70% 55%), hsl(265 70% 40%)); }
.gw-image[data-hue='16'] { background: linear-gradient(135deg, hsl(240 70% 55%), hsl(280 70% 40%)); }
.gw-image[data-hue='17'] { background: linear-gradient(135deg, hsl(255 70% 55%), hsl(295 70% 40%)); }
.gw-image[data-hue='18'] { background: linear-gradient(135deg, hsl(270 70% 55%), hsl(310 70% 40%)); }
.gw-image[data-hue='19'] { background: linear-gradient(135deg, hsl(285 70% 54%), hsl(325 70% 40%)); }
.gw-image[data-hue='20'] { background: linear-gradient(135deg, hsl(300 70% 46%), hsl(340 70% 40%)); }
.gw-image[data-hue='21'] { background: linear-gradient(135deg, hsl(315 70% 48%), hsl(355 70% 40%)); }
.gw-image[data-hue='22'] { background: linear-gradient(135deg, hsl(330 70% 50%), hsl(10 70% 40%)); }
.gw-image[data-hue='23'] { background: linear-gradient(135deg, hsl(345 70% 52%), hsl(25 70% 40%)); }
.gw-image img { width: 100%; height: 100%; object-fit: cover; display: block; }
.gw-image[data-shape='circle'] { border-radius: 999px; }

.gw-input-wrap { position: relative; display: flex; align-items: center; }
.gw-input-wrap svg { position: absolute; inset-inline-start: 14px; width: 18px; height: 18px; color: var(--gw-color-fg-subtle); pointer-events: none; }
.gw-input {
  width: 100%; height: 48px; padding-block: 0; padding-inline: 42px 14px; border: 1px solid var(--gw-color-border);
  border-radius: var(--gw-radius-item); background: var(--gw-color-surface); color: var(--gw-color-fg);
  font: inherit; font-size: var(--gw-text-md); transition: border-color 150ms ease, box-shadow 150ms ease;
}
.gw-input::placeholder { color: var(--gw-color-fg-subtle); }
.gw-input:focus-visible { border-color: var(--gw-accent); box-shadow: 0 0 0 3px var(--gw-accent-soft); }

.gw-divider { display: flex; align-items: center; gap: 12px; color: var(--gw-color-fg-subtle); font-size: var(--gw-text-sm); }
.gw-divider::before, .gw-divider::after { content: ''; flex: 1; height: 1px; background: var(--gw-color-border); }

.gw-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 8px 8px 4px; }
.gw-heading { margin: 0; font-size: var(--gw-text-xl); font-weight: 600; letter-spacing: -0.02em; }
.gw-text { margin: 0; font-size: var(--gw-text-sm); color: var(--gw-color-fg-muted); }
.gw-text-error { color: var(--gw-error-text); }

.gw-empty {
  display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 28px 16px;
  text-align: center; color: var(--gw-color-fg-subtle); font-size: var(--gw-text-sm);
}
.gw-empty svg { width: 28px; height: 28px; }

.gw-spinner {
  width: 20px; height: 20px; border-radius: 999px; flex: none;
  border: 2px solid var(--gw-color-surface-strong); border-top-color: var(--gw-accent);
  animation: gw-spin 700ms linear infinite;
}
.gw-loader-ring { position: relative; display: grid; place-items: center; width: 96px; height: 96px; }
.gw-loader-ring .gw-image { width: 72px; height: 72px; border-radius: 22px; }
.gw-loader-ring svg.gw-ring { position: absolute; inset: 0; width: 96px; height: 96px; animation: gw-spin 1100ms linear infinite; }
.gw-loader-ring[data-error='true'] svg.gw-ring { animation: none; color: var(--gw-error-text); }
.gw-loader-badge {
  position: absolute; inset-inline-end: 4px; bottom: 4px; display: grid; place-items: center; width: 24px; height: 24px;
  border-radius: 999px; background: var(--gw-color-error); color: #fff; box-shadow: 0 0 0 3px var(--gw-color-bg);
}
.gw-loader-badge svg { width: 14px; height: 14px; }

/* The snackbar has its own row under the body, not a place over it: it covers no row of a view
   (the body gives it room, scrolling what no longer fits). */
.gw-snackbar-slot { display: flex; flex: none; justify-content: center; }
.gw-snackbar-slot:not(:empty) { padding: 4px 16px 16px; }
.gw-snackbar {
  display: inline-flex; align-items: center; gap: 8px; max-width: 100%;
  padding-block: 8px; padding-inline: 10px 14px; border-radius: 999px; background: var(--gw-color-surface-strong);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25); font-size: var(--gw-text-sm); font-weight: 500;
  animation: gw-snack-in var(--gw-duration-view) ease-out both;
}
.gw-snackbar svg { width: 18px; height: 18px; flex: none; }
.gw-snackbar[data-variant='success'] svg { color: var(--gw-success-text); }
.gw-snackbar[data-variant='error'] svg { color: var(--gw-error-text); }
.gw-snackbar .gw-spinner { width: 16px; height: 16px; }

.gw-alert {
  display: flex; align-items: flex-start; gap: 10px; margin: 0 12px; padding: 12px;
  border-radius: var(--gw-radius-item); background: var(--gw-error-soft); color: var(--gw-color-fg);
  animation: gw-view-in var(--gw-duration-view) ease-out both;
}
.gw-alert > svg { width: 20px; height: 20px; flex: none; color: var(--gw-error-text); margin-top: 1px; }
.gw-alert-body { flex: 1; min-width: 0; }
.gw-alert-title { margin: 0; font-size: var(--gw-text-sm); font-weight: 600; }
.gw-alert-text { margin: 2px 0 0; font-size: var(--gw-text-xs); color: var(--gw-color-fg-muted); }
.gw-alert .gw-icon-btn { width: 28px; height: 28px; }

.gw-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.gw-link { color: var(--gw-accent-text); text-decoration: none; font-weight: 500; }
.gw-link:hover { text-decoration: underline; }

@keyframes gw-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes gw-fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes gw-pop-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes gw-pop-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes gw-slide-up { from { transform: translateY(100%); } to { transform: none; } }
@keyframes gw-slide-down { from { transform: none; } to { transform: translateY(100%); } }
@keyframes gw-view-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@keyframes gw-snack-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
[dir='rtl'] .gw-mirror { transform: scaleX(-1); }
@keyframes gw-spin { to { transform: rotate(360deg); } }
@keyframes gw-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}

@media (max-width: 430px) {
  .gw-root { align-items: flex-end; padding: 0; }
  .gw-card {
    width: 100%; border-radius: var(--gw-radius-card) var(--gw-radius-card) 0 0;
    max-height: calc(100vh - 40px); max-height: calc(100dvh - 40px);
    padding-bottom: env(safe-area-inset-bottom, 0);
    animation-name: gw-slide-up; animation-timing-function: cubic-bezier(0.2, 0.9, 0.3, 1);
  }
  .gw-root[data-state='closing'] .gw-card { animation-name: gw-slide-down; }
  .gw-card[data-shake='true'] { animation-name: gw-shake; }
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
  .gw-spinner, .gw-loader-ring svg.gw-ring { animation-duration: 1600ms !important; animation-iteration-count: infinite !important; }
}
/* "Reduce transparency" (macOS, iOS, Windows): the page behind shows through the overlay's tint,
   unblurred. The blur is also what costs a device without GPU compositing the most: redrawn on
   every frame while a spinner turns (≈ 0.4 of a core in headless Chromium). */
@media (prefers-reduced-transparency: reduce) {
  .gw-overlay { backdrop-filter: none; -webkit-backdrop-filter: none; }
}
`

export const modalCss = `${themeCss('.gw-theme')}\n${BASE}`
