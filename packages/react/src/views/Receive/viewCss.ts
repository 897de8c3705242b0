/** The Receive view's own rules (adopted with the view: modal/viewStyles.ts). */
export const receiveCss = `
.gw-receive {
  gap: 12px;
}
.gw-receive-address {
  color: var(--gw-color-fg);
  font-family: ui-monospace, monospace;
  word-break: break-all;
  max-width: 300px;
}
.gw-receive-networks {
  width: 100%;
}
.gw-receive-chips {
  flex-flow: row wrap;
  justify-content: center;
  margin-block-start: 8px;
}
.gw-tag.gw-receive-chip {
  height: 28px;
  gap: 6px;
  text-transform: none;
  padding-inline-start: 4px;
}
.gw-receive-warning {
  display: flex;
  gap: 8px;
  text-align: start;
  color: var(--gw-warning-text);
}
.gw-receive-warning svg {
  flex: none;
}
`
