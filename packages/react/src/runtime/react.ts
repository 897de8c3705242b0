import type * as React from 'react'

// `react` as the lazily loaded UI sees it in the built package (tsup.config.ts aliases it here):
// the host's own React, bound by `bindReact` before any lazy module is evaluated (see bind.ts).
// Live bindings: a module that imports `useState` reads the bound function when it calls it.

export let Children: typeof React.Children
export let Component: typeof React.Component
export let Fragment: typeof React.Fragment
export let PureComponent: typeof React.PureComponent
export let StrictMode: typeof React.StrictMode
export let Suspense: typeof React.Suspense
export let cloneElement: typeof React.cloneElement
export let createContext: typeof React.createContext
export let createElement: typeof React.createElement
export let createRef: typeof React.createRef
export let forwardRef: typeof React.forwardRef
export let isValidElement: typeof React.isValidElement
export let lazy: typeof React.lazy
export let memo: typeof React.memo
export let startTransition: typeof React.startTransition
export let useCallback: typeof React.useCallback
export let useContext: typeof React.useContext
export let useDebugValue: typeof React.useDebugValue
export let useDeferredValue: typeof React.useDeferredValue
export let useEffect: typeof React.useEffect
export let useId: typeof React.useId
export let useImperativeHandle: typeof React.useImperativeHandle
export let useInsertionEffect: typeof React.useInsertionEffect
export let useLayoutEffect: typeof React.useLayoutEffect
export let useMemo: typeof React.useMemo
export let useReducer: typeof React.useReducer
export let useRef: typeof React.useRef
export let useState: typeof React.useState
export let useSyncExternalStore: typeof React.useSyncExternalStore
export let useTransition: typeof React.useTransition
export let version: string

export function bindReact(react: typeof React): void {
  ;({
    Children,
    Component,
    Fragment,
    PureComponent,
    StrictMode,
    Suspense,
    cloneElement,
    createContext,
    createElement,
    createRef,
    forwardRef,
    isValidElement,
    lazy,
    memo,
    startTransition,
    useCallback,
    useContext,
    useDebugValue,
    useDeferredValue,
    useEffect,
    useId,
    useImperativeHandle,
    useInsertionEffect,
    useLayoutEffect,
    useMemo,
    useReducer,
    useRef,
    useState,
    useSyncExternalStore,
    useTransition,
    version,
  } = react)
}
