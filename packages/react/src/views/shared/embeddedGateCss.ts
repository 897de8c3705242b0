/** EmbeddedGate: the login views' loader, the recovery frame's place, a failure. */
export const embeddedGateCss = `
.gw-embedded-loading {
  padding: 32px 8px;
}
.gw-embedded-content {
  display: contents;
}
.gw-embedded-content[hidden] {
  display: none;
}
.gw-embedded-failure {
  padding: 16px 8px 8px;
}
.gw-embedded-failure-alert {
  padding: 0;
}
.gw-embedded-failure-text {
  font-size: var(--gw-text-lg);
}
.gw-embedded-failure-actions {
  display: flex;
  gap: 8px;
  width: 100%;
}
`
