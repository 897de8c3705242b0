/** The social login logos' row (adopted with the social buttons: `useViewStyles`). */
export const socialsCss = `
.gw-socials { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.gw-social {
  display: grid; place-items: center; height: 48px; border: 0; border-radius: var(--gw-radius-item);
  background: var(--gw-color-surface); cursor: pointer; font-size: var(--gw-text-sm); font-weight: 600;
  transition: background-color 150ms ease;
}
.gw-social:hover { background: var(--gw-color-surface-hover); }
.gw-social svg { width: 20px; height: 20px; }
`
