// Import first (a bare import, before any other): the test file's page is then a happy-dom page
// before any library module captures `window`, `Event` and friends (see installTestDom).
import { installTestDom } from './scriptedFrame.testing.js'

export const page = installTestDom()
