/** The Farcaster login view's own rules (adopted with the view: modal/viewStyles.ts). */
export const farcasterCss = `
.gw-farcaster {
  padding: 8px 4px 4px;
  gap: 12px;
}
.gw-btn.gw-farcaster-open {
  text-decoration: none;
}
`
