// Tests that need Node rather than workerd: the browser pass of the HTML policy in Chromium, and
// the providers' official clients beside our adapters. Plain Node environment.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('../../', import.meta.url))

export default defineConfig({
  root,
  test: {
    include: ['tests/node/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file at a time: the machine has two cores and Chromium takes one.
    fileParallelism: false,
  },
})
