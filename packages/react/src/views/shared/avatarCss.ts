/** The account avatar's rules (adopted with the avatar: `useViewStyles`). */
export const avatarCss = `
.gw-avatar {
  position: relative; width: 72px; height: 72px; border-radius: 999px; overflow: hidden; flex: none;
  box-shadow: 0 0 0 4px var(--gw-color-surface);
}
.gw-avatar img { width: 100%; height: 100%; object-fit: cover; }
`
