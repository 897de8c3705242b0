import type * as React from 'react'
import { reactRuntime } from './host.js'

// `react` as the lazily loaded UI sees it in the built package (tsup.config.ts aliases it here):
// the host's own React, which kit/loadUi.ts provides before any lazy module is evaluated.

const react = reactRuntime().react

export const Children: typeof React.Children = react.Children
export const Component: typeof React.Component = react.Component
export const Fragment: typeof React.Fragment = react.Fragment
export const PureComponent: typeof React.PureComponent = react.PureComponent
export const StrictMode: typeof React.StrictMode = react.StrictMode
export const Suspense: typeof React.Suspense = react.Suspense
export const cloneElement: typeof React.cloneElement = react.cloneElement
export const createContext: typeof React.createContext = react.createContext
export const createElement: typeof React.createElement = react.createElement
export const createRef: typeof React.createRef = react.createRef
export const forwardRef: typeof React.forwardRef = react.forwardRef
export const isValidElement: typeof React.isValidElement = react.isValidElement
export const lazy: typeof React.lazy = react.lazy
export const memo: typeof React.memo = react.memo
export const startTransition: typeof React.startTransition = react.startTransition
export const useCallback: typeof React.useCallback = react.useCallback
export const useContext: typeof React.useContext = react.useContext
export const useDebugValue: typeof React.useDebugValue = react.useDebugValue
export const useDeferredValue: typeof React.useDeferredValue = react.useDeferredValue
export const useEffect: typeof React.useEffect = react.useEffect
export const useId: typeof React.useId = react.useId
export const useImperativeHandle: typeof React.useImperativeHandle = react.useImperativeHandle
export const useInsertionEffect: typeof React.useInsertionEffect = react.useInsertionEffect
export const useLayoutEffect: typeof React.useLayoutEffect = react.useLayoutEffect
export const useMemo: typeof React.useMemo = react.useMemo
export const useReducer: typeof React.useReducer = react.useReducer
export const useRef: typeof React.useRef = react.useRef
export const useState: typeof React.useState = react.useState
export const useSyncExternalStore: typeof React.useSyncExternalStore = react.useSyncExternalStore
export const useTransition: typeof React.useTransition = react.useTransition
export const version: string = react.version
