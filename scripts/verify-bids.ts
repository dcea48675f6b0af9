// npm run verify:bids -- <slug> [--base URL]: checks a lot's whole chain of signed bid receipts against a
// Mezat deployment, as anyone can (docs/decisions/0013-signed-bid-receipts.md): the deployment's public keys,
// its public bid list, every signature and every link. Exit 0 when the chain holds, 1 when it breaks (the
// link and why are printed), 2 on bad arguments. --base defaults to the local `npm start`.
import { parseArgs } from 'node:util'
import { checkLot } from '../common/receipt-chain.ts'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { base: { type: 'string', default: 'http://localhost:8787' } } })
const slug = positionals[0]
if (!slug) {
  console.error('Kullanım: npm run verify:bids -- <mezat-bağlantı-adı> [--base https://mezat.example]')
  process.exit(2)
}
const base = values.base.replace(/\/+$/, '')

async function get(path: string): Promise<unknown> {
  const res = await fetch(`${base}${path}`, { headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return res.json()
}

const result = await checkLot(get, slug)
const head = result.auction_id !== undefined ? `${result.auction_name} (#${result.auction_id}) — ` : ''
console.log(`${result.ok ? 'GEÇERLİ' : 'GEÇERSİZ'}: ${head}${result.message}`)
process.exit(result.ok ? 0 : 1)
