/** The OnRamp view's own rules (adopted with the view: modal/viewStyles.ts). */
export const onRampCss = `
.gw-onramp {
  gap: 16px;
  align-items: stretch;
}
.gw-onramp-step {
  gap: 12px;
}
.gw-onramp-fieldset {
  border: 0;
  margin: 0;
  padding: 0;
  width: 100%;
}
.gw-onramp-assets {
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
}
.gw-onramp-amount {
  width: 100%;
}
.gw-onramp-presets {
  display: flex;
  gap: 8px;
  margin: 8px 0;
}
.gw-tag.gw-onramp-choice {
  cursor: pointer;
}
.gw-tag.gw-onramp-preset {
  border: 0;
  cursor: pointer;
}
.gw-btn.gw-onramp-link {
  text-decoration: none;
}
`
