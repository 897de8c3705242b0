import { isSafeThemeValue, THEME_TOKEN } from '@gangway/core/shell'

/**
 * Theme tokens as CSS custom properties (`--gw-*`). Dark is the default (spec §9); light is the
 * alternative. Host overrides arrive as `themeVariables` and are applied as inline custom
 * properties on the themed root, so they win over these defaults.
 */

export type ThemeMode = 'dark' | 'light'

/** Variables a host may set; any other `--gw-*` token may be overridden as well. */
export interface ThemeVariables {
  '--gw-accent'?: string
  '--gw-font-family'?: string
  '--gw-font-size-master'?: string
  '--gw-border-radius-master'?: string
  '--gw-z-index'?: number | string
  '--gw-color-bg'?: string
  '--gw-color-fg'?: string
  [token: `--gw-${string}`]: string | number | undefined
}

const SHARED = `
  --gw-accent: #3461e8;
  --gw-accent-fg: #fff;
  --gw-font-family: 'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --gw-font-size-master: 10px;
  --gw-border-radius-master: 4px;
  --gw-z-index: 2147483000;
  --gw-radius-card: calc(var(--gw-border-radius-master) * 6);
  --gw-radius-item: calc(var(--gw-border-radius-master) * 4);
  --gw-radius-icon: calc(var(--gw-border-radius-master) * 3);
  --gw-radius-control: calc(var(--gw-border-radius-master) * 3.5);
  --gw-text-xs: calc(var(--gw-font-size-master) * 1.2);
  --gw-text-sm: calc(var(--gw-font-size-master) * 1.4);
  --gw-text-md: calc(var(--gw-font-size-master) * 1.5);
  --gw-text-lg: calc(var(--gw-font-size-master) * 1.6);
  --gw-text-xl: calc(var(--gw-font-size-master) * 2.2);
  --gw-text-2xl: calc(var(--gw-font-size-master) * 2.8);
  --gw-color-success: #2fbf85;
  --gw-color-error: #f0566a;
  --gw-color-warning: #c2610c;
  --gw-focus-ring: 0 0 0 2px var(--gw-color-bg), 0 0 0 4px var(--gw-accent);
`

const DARK = `
  --gw-color-bg: #121316;
  --gw-color-surface: #1b1d22;
  --gw-color-surface-hover: #23262c;
  --gw-color-surface-strong: #2c3038;
  --gw-color-border: rgba(255, 255, 255, 0.08);
  --gw-color-fg: #f4f5f7;
  --gw-color-fg-muted: #a3a9b5;
  --gw-color-fg-subtle: #949aa7;
  --gw-accent-text: color-mix(in srgb, var(--gw-accent) 60%, white);
  --gw-success-text: #2fbf85;
  --gw-error-text: #f26b7c;
  --gw-warning-text: #f5a524;
  --gw-color-overlay: rgba(5, 6, 9, 0.62);
  --gw-shadow-card: 0 24px 64px rgba(0, 0, 0, 0.5), 0 0 0 1px var(--gw-color-border);
  --gw-accent-soft: color-mix(in srgb, var(--gw-accent) 18%, transparent);
  --gw-error-soft: color-mix(in srgb, var(--gw-color-error) 16%, transparent);
  --gw-success-soft: color-mix(in srgb, var(--gw-color-success) 16%, transparent);
  color-scheme: dark;
`

const LIGHT = `
  --gw-color-bg: #fff;
  --gw-color-surface: #f4f5f7;
  --gw-color-surface-hover: #eaecf0;
  --gw-color-surface-strong: #dfe2e8;
  --gw-color-border: rgba(15, 18, 25, 0.08);
  --gw-color-fg: #121316;
  --gw-color-fg-muted: #4f5663;
  --gw-color-fg-subtle: #5c6370;
  --gw-accent-text: color-mix(in srgb, var(--gw-accent) 80%, black);
  --gw-success-text: #117048;
  --gw-error-text: #b4233a;
  --gw-warning-text: #92400e;
  --gw-color-overlay: rgba(15, 18, 25, 0.36);
  --gw-shadow-card: 0 24px 64px rgba(15, 18, 25, 0.18), 0 0 0 1px var(--gw-color-border);
  --gw-accent-soft: color-mix(in srgb, var(--gw-accent) 12%, transparent);
  --gw-error-soft: color-mix(in srgb, var(--gw-color-error) 12%, transparent);
  --gw-success-soft: color-mix(in srgb, var(--gw-color-success) 12%, transparent);
  color-scheme: light;
`

/** Token rules for a themed root selector, e.g. `themeCss('.gw-theme')`. */
export function themeCss(selector: string): string {
  return `${selector}{${SHARED}${DARK}}
${selector}[data-theme='light']{${LIGHT}}`
}

/**
 * Host theme variables as an inline style object (React) — only `--gw-*` keys pass, and only
 * values core's theme check accepts (the same check createKit and setThemeVariables apply), as
 * strings; anything else is dropped.
 */
export function themeVariablesStyle(variables: ThemeVariables | undefined): Record<string, string> {
  const style: Record<string, string> = {}
  if (!variables || typeof variables !== 'object') return style
  for (const [key, value] of Object.entries(variables)) {
    if (!THEME_TOKEN.test(key) || !isSafeThemeValue(value)) continue
    style[key] = String(value)
  }
  return style
}
