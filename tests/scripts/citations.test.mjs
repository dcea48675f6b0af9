// Code cites only what is inside the repository (docs/conventions.md "Comments"): every `docs/….md` or
// `….README.md` a source file names exists, and so does the section or phrase it quotes; no comment points at a
// document kept outside (the team's design and style notes, the specification's numbered sections) or
// tells which issue produced it. Run by npm test (node --test tests/scripts/).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

const ROOT = new URL('../..', import.meta.url).pathname
const SOURCE = /\.(ts|tsx|mjs|js|c|sh|toml|css|sql)$/
const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => SOURCE.test(f) && !f.startsWith('scripts/seed/images/') && existsSync(join(ROOT, f)))

/** Lines of every source file with their place, read once. */
const lines = sources.flatMap((file) =>
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .map((text, i) => ({ at: `${file}:${i + 1}`, text })),
)

/** A document's text, lower-cased and on one line: a quoted section is a heading, a bold lead or a phrase. */
const texts = new Map()
function textOf(doc) {
  if (!texts.has(doc)) texts.set(doc, readFileSync(join(ROOT, doc), 'utf8').toLowerCase().replace(/\s+/g, ' '))
  return texts.get(doc)
}

const CITATION = /\b((?:docs\/[\w./-]+|[\w/-]*README)\.md)(?:[,:]? \(?"([^"\n]+)")?/g

describe('citations in code', () => {
  it('name documents of this repository and sections those documents have', () => {
    const broken = []
    for (const { at, text } of lines) {
      for (const [, doc, section] of text.matchAll(CITATION)) {
        if (!existsSync(join(ROOT, doc))) broken.push(`${at}: ${doc} does not exist`)
        else if (section && !textOf(doc).includes(section.toLowerCase().replace(/\s+/g, ' ')))
          broken.push(`${at}: ${doc} has no section "${section}"`)
      }
    }
    assert.deepEqual(broken, [])
  })

  it('never point outside the repository or at the issue that produced them', () => {
    const outside = lines.filter(({ text }) =>
      /\b(DESIGN|STYLE)\.md\b|§ ?\d|\b[Ii]ssue #?\d{1,3}\b(?!.*workers-sdk)|\bstop \d+\b/.test(text),
    )
    assert.deepEqual(outside.map((l) => `${l.at}: ${l.text.trim()}`), [])
  })
})
