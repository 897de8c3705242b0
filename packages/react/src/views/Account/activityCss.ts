/** The activity list's rules (Account's Activity tab and the Transactions view; adopted with the list). */
export const activityCss = `
.gw-activity { display: flex; flex-direction: column; gap: 8px; }
.gw-activity-icon {
  display: grid; place-items: center; width: 40px; height: 40px; flex: none; border-radius: 50%;
  background: var(--gw-color-surface-raised, var(--gw-color-bg)); color: var(--gw-color-fg-muted);
}
.gw-activity-icon svg { width: 18px; height: 18px; }
`
