#!/bin/sh
# Applies D1 migrations to production after recording a Time Travel bookmark, and prints the command that
# puts the database back to that moment (docs/operations.md "Backup and restore").
#   sh scripts/migrate-production.sh [--env staging]
set -eu
info=$(npx wrangler d1 time-travel info DB --json "$@")
# No bookmark, no migration: without it the restore command could not be printed.
bookmark=$(printf '%s' "$info" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const b=JSON.parse(s).bookmark;if(typeof b!=="string"||!b){console.error("no Time Travel bookmark in: "+s);process.exit(1)}console.log(b)})')
when=$(date -u +%Y-%m-%dT%H:%M:%SZ)
echo "Time Travel bookmark before migrating ($when): $bookmark"
echo "To undo the migrations (and every write since): npx wrangler d1 time-travel restore DB --bookmark=$bookmark $*"
npx wrangler d1 migrations apply DB --remote "$@"
echo "Migrated. The restore command again: npx wrangler d1 time-travel restore DB --bookmark=$bookmark $*"
