import {
  type ClipboardEvent,
  forwardRef,
  type KeyboardEvent,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'

export const OTP_LENGTH = 6

export interface OtpInputHandle {
  /** Empties every box and focuses the first (after a wrong code). */
  clear(): void
  focus(): void
}

export interface OtpInputProps {
  disabled?: boolean
  /** Marks the boxes invalid (a wrong code); the error text is the view's. */
  invalid?: boolean
  /** The id of the error text the boxes are described by. */
  describedBy?: string
  /** Called once all six boxes hold a digit. */
  onComplete(code: string): void
  /** Called on every change (e.g. to clear an error while the visitor types). */
  onChange?(code: string): void
}

const BOX_STYLE = {
  width: 44,
  height: 52,
  padding: 0,
  textAlign: 'center',
  fontSize: 'var(--gw-text-lg)',
  fontVariantNumeric: 'tabular-nums',
} as const

/**
 * Six single-digit boxes (spec §4 embedded login: the 6-digit email code). A digit moves to the
 * next box; Backspace on an empty box goes back and clears it; the arrows move; a paste or the
 * browser's one-time-code autofill fills every box from the one it lands in. All six filled →
 * `onComplete`. Each box is labelled "Digit N of 6" inside a group named "Verification code".
 */
export const OtpInput = forwardRef<OtpInputHandle, OtpInputProps>(function OtpInput(
  { disabled, invalid, describedBy, onComplete, onChange },
  ref,
) {
  const t = useT(embeddedText)
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]
    box?.focus()
    box?.select()
  }

  useImperativeHandle(ref, () => ({
    clear() {
      setDigits(Array(OTP_LENGTH).fill(''))
      onChange?.('')
      // After the boxes are enabled again (a render later).
      setTimeout(() => focusBox(0), 0)
    },
    focus: () => focusBox(digits.findIndex((digit) => !digit)),
  }))

  const update = (next: string[], focusAt: number) => {
    setDigits(next)
    const code = next.join('')
    onChange?.(code)
    if (next.every((digit) => digit !== '')) {
      boxes.current[focusAt]?.blur()
      onComplete(code)
    } else focusBox(focusAt)
  }

  /** Writes `text`'s digits from box `index` on (one typed digit, or a pasted/autofilled code). */
  const fill = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').split('')
    if (incoming.length === 0) return false
    // A whole code always starts at the first box, wherever it was pasted.
    const start = incoming.length >= OTP_LENGTH ? 0 : index
    const next = [...digits]
    let at = start
    for (const digit of incoming) {
      if (at >= OTP_LENGTH) break
      next[at++] = digit
    }
    update(next, Math.min(at, OTP_LENGTH - 1))
    return true
  }

  const onInput = (index: number, value: string) => {
    // The box kept its old digit: the new one is whichever character is not it.
    const old = digits[index] ?? ''
    const typed = value.length > 1 && old && value.includes(old) ? value.replace(old, '') : value
    if (typed === '') {
      const next = [...digits]
      next[index] = ''
      update(next, index)
      return
    }
    fill(index, typed)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      update(next, index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData?.getData('text') ?? ''
    event.preventDefault()
    fill(index, text)
  }

  return (
    // A code reads left to right in every locale (Arabic too): the boxes and the arrow keys with it.
    <fieldset
      dir="ltr"
      style={{
        border: 0,
        margin: 0,
        padding: 0,
        display: 'flex',
        gap: 8,
        justifyContent: 'center',
      }}
      data-testid="otp-input"
    >
      <legend className="gw-visually-hidden">{t('embedded.otpLegend')}</legend>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className="gw-input"
          style={BOX_STYLE}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('embedded.otpDigit', { index: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          data-testid="otp-digit"
        />
      ))}
    </fieldset>
  )
})
