import { text } from '#client/lib/search-params.ts'
import type { SearchSchemaInput } from '@tanstack/react-router'

/** `?redirect=` of /girisyap, validated (docs/conventions.md "Routes in the browser": a bad value falls back). */
export const LoginSearch = (s: { redirect?: string } & SearchSchemaInput) => ({ redirect: text(s.redirect, 2000) })
