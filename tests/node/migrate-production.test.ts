// The production migration script (scripts/migrate-production.sh, docs/operations.md "Backup and restore"):
// it records D1's Time Travel bookmark before `migrations apply --remote`, prints the restore command with
// that bookmark, and applies nothing when the bookmark cannot be read. Run with a stand-in `npx` first on
// PATH that records its arguments and answers as wrangler does (`time-travel info --json`: `{"bookmark": …}`).
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const script = join(root, 'scripts/migrate-production.sh')
const node = execFileSync('sh', ['-c', 'command -v node'], { encoding: 'utf8' }).trim()
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const ANSWERS = {
  bookmark: `echo '{"bookmark":"00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683"}'`,
  fails: 'echo "not authenticated" >&2; exit 1',
  none: "echo '{}'",
}

/** A PATH whose `npx` appends its arguments to calls.log and answers the bookmark (or fails the info call). */
function fakeNpx(info: 'bookmark' | 'fails' | 'none' = 'bookmark') {
  const dir = mkdtempSync(join(tmpdir(), 'mezat-migrate-'))
  dirs.push(dir)
  const log = join(dir, 'calls.log')
  writeFileSync(
    join(dir, 'npx'),
    `#!/bin/sh
echo "$*" >> "${log}"
case "$*" in
  *time-travel\\ info*) ${ANSWERS[info]} ;;
esac
`,
  )
  chmodSync(join(dir, 'npx'), 0o755)
  const PATH = `${dir}:${node.replace(/\/node$/, '')}:/usr/bin:/bin`
  return { PATH, calls: () => readFileSync(log, 'utf8').trim().split('\n') }
}

describe('scripts/migrate-production.sh', () => {
  it('reads the bookmark first, then applies the migrations, and prints the restore command with it', () => {
    const npx = fakeNpx()
    const run = spawnSync('sh', [script, '--env', 'staging'], { env: { PATH: npx.PATH }, encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    expect(npx.calls()).toEqual(['wrangler d1 time-travel info DB --json --env staging', 'wrangler d1 migrations apply DB --remote --env staging'])
    expect(run.stdout).toContain('npx wrangler d1 time-travel restore DB --bookmark=00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683 --env staging')
  })

  for (const info of ['fails', 'none'] as const) {
    it(`applies nothing when the bookmark cannot be read (${info === 'fails' ? 'wrangler fails' : 'no bookmark in its answer'})`, () => {
      const npx = fakeNpx(info)
      const run = spawnSync('sh', [script], { env: { PATH: npx.PATH }, encoding: 'utf8' })
      expect(run.status).not.toBe(0)
      expect(npx.calls()).toEqual(['wrangler d1 time-travel info DB --json'])
    })
  }
})
