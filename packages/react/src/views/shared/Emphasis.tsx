import { Fragment } from 'react'

/**
 * A translated text with one `{placeholder}` shown in bold, wherever the locale puts it: `text` is
 * the message as `t(id)` gives it without that param (e.g. 'Enter the 6-digit code we sent to
 * {email}'), `name` the placeholder, `value` what goes there.
 */
export function Emphasis({
  text,
  name,
  value,
  testId,
}: {
  text: string
  name: string
  value: string
  testId?: string
}) {
  const parts = text.split(`{${name}}`)
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <strong data-testid={testId}>{value}</strong> : null}
        </Fragment>
      ))}
    </>
  )
}
