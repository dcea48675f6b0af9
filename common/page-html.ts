// What the worker's per-page HTML (worker/html/render-page.ts) and the browser's entry agree on.

/** The element holding the page's inline API answers (client/lib/inline-data.ts reads it). */
export const INLINE_DATA_ID = 'mezat-data'

/**
 * `<template data-app-preloads>`: the app's and the route's module preloads, inert until the entry
 * (client/main.tsx) moves them into <head> once the page's first screen has loaded (
 * docs/first-visit.md "Scripts after the first screen").
 */
export const APP_PRELOADS_ATTR = 'data-app-preloads'
