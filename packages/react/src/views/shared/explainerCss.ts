/** Explainer (What is a wallet? / What is a network?). */
export const explainerCss = `
.gw-explainer {
  gap: 12px;
}
.gw-explainer-icon {
  color: var(--gw-accent-text);
}
.gw-explainer-points {
  text-align: start;
  width: 100%;
}
.gw-explainer-title {
  color: var(--gw-color-fg);
  font-weight: 600;
  margin: 0;
  font-size: inherit;
}
.gw-explainer-text {
  margin: 0;
}
.gw-explainer-actions {
  width: 100%;
}
`
