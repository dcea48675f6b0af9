// Setup file: runs before each test file, inside workerd. Storage is fresh per file, so every
// file starts from the migrated, empty schema; applyD1Migrations skips migrations already applied.
import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
