// Types of scripts/lib/dev-proxy.mjs for the TypeScript scripts that use it (tests/e2e/run.ts).
import type { IncomingMessage, Server } from 'node:http'

export function startDevProxy(options: { port: number; host?: string; target: string; onError?: (error: Error) => void; maxSockets?: number; maxWaiting?: number
  /** Called once a request's answer has ended: when its request was whole here, when it left for wrangler (a socket connected), when its answer ended (epoch ms). Benchmarks only. */
  onTiming?: (req: IncomingMessage, marks: { in: number; sent: number; answered: number }) => void
}): Promise<Server>
