// The Connect view's parts a host turns on: the email form, the social buttons and the legal
// text. One chunk beside the view's, loaded with it only for a kit whose options show one of them
// (`loadParts` in index.tsx), so a host with wallets only never downloads them.
export { EmailForm } from './EmailForm.js'
export { LegalCheckbox, LegalFooter } from './Legal.js'
export { SocialButtons } from './SocialButtons.js'
