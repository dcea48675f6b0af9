// Types of scripts/lib/dev-proxy.mjs for the TypeScript scripts that use it (tests/e2e/run.ts).
import type { Server } from 'node:http'

export function startDevProxy(options: { port: number; host?: string; target: string; onError?: (error: Error) => void; maxSockets?: number; maxWaiting?: number }): Promise<Server>
