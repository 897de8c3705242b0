import { escapeHtml } from '../../app/html.js'

/** The small page a failed social callback shows: "Sign-in failed" and the reason, escaped. */
export function signInFailedPage(reason: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in failed</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}</style>
</head><body><h1>Sign-in failed</h1><p>${escapeHtml(reason.slice(0, 300))}</p>
<p>Close this window and try again.</p></body></html>`
}
