import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react'
import { forwardRef } from 'react'
import { SearchIcon } from './icons.js'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger'
  block?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', block, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `gw-btn ${className}` : 'gw-btn'}
      data-variant={variant}
      data-block={block ? 'true' : undefined}
      {...rest}
    />
  )
})

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name (the button shows only an icon). */
  label: string
  children: ReactNode
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, className, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={className ? `gw-icon-btn ${className}` : 'gw-icon-btn'}
      {...rest}
    >
      {children}
    </button>
  )
})

export interface ListItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  image?: ReactNode
  label: string
  sublabel?: string
  end?: ReactNode
  active?: boolean
}

/**
 * A full-width row button (wallets, networks, tokens). Its text is the accessible name. The label
 * wraps to two lines before it ends in an ellipsis, and keeps its full text as a tooltip.
 */
export const ListItem = forwardRef<HTMLButtonElement, ListItemProps>(function ListItem(
  { image, label, sublabel, end, active, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `gw-list-item ${className}` : 'gw-list-item'}
      data-active={active ? 'true' : undefined}
      {...rest}
    >
      {image}
      {sublabel ? (
        <span className="gw-list-item-label">
          <span className="gw-name" title={label}>
            {label}
          </span>
          <span className="gw-list-item-sub">{sublabel}</span>
        </span>
      ) : (
        // One element where there is no second line (long lists render many rows).
        <span className="gw-list-item-label gw-name" title={label}>
          {label}
        </span>
      )}
      {end ? <span className="gw-list-item-end">{end}</span> : null}
    </button>
  )
})

export function Spinner({ label }: { label?: string }) {
  return label ? (
    <span className="gw-spinner" role="progressbar" aria-label={label} />
  ) : (
    <span className="gw-spinner" aria-hidden="true" />
  )
}

export function Tag({
  children,
  tone = 'accent',
}: {
  children: ReactNode
  tone?: 'accent' | 'neutral' | 'success'
}) {
  return (
    <span className="gw-tag" data-tone={tone}>
      {children}
    </span>
  )
}

export interface SearchInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
}

export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { label, ...rest },
  ref,
) {
  return (
    <div className="gw-input-wrap">
      <SearchIcon />
      <input
        ref={ref}
        type="search"
        className="gw-input"
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        {...rest}
      />
    </div>
  )
})
