// The same tests run on React 19 (project 'packages') and React 18.3 (project 'react18', see
// vitest.config.ts): this pins which React each run really loaded, so a broken alias cannot pass
// the React 18 run off as a second React 19 run.
import { version as reactVersion } from 'react'
import { version as reactDomVersion } from 'react-dom'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

const expected = process.env.GANGWAY_EXPECT_REACT_MAJOR ?? '19'

describe(`React ${expected}`, () => {
  it('is the React and react-dom this run loads', () => {
    expect(reactVersion.split('.')[0]).toBe(expected)
    expect(reactDomVersion).toBe(reactVersion)
    expect(renderToString(null)).toBe('')
  })
})
