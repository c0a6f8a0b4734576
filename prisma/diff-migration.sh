#!/usr/bin/env bash
# Prints the SQL that takes the database from one schema to another, offline.
# Prisma 7's `migrate diff` needs a native schema engine that these machines cannot download; Prisma 6.19's
# WebAssembly engine diffs two schema files without one. Usage:
#   prisma/diff-migration.sh [FROM_SCHEMA] > prisma/migrations/<timestamp>_<name>/migration.sql
# FROM_SCHEMA defaults to the committed schema (git show HEAD:prisma/schema.prisma); "empty" diffs from nothing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
with_url() { sed 's|provider = "postgresql"|provider = "postgresql"\n  url = "postgresql://localhost/unused"|' "$1"; }
with_url "$root/prisma/schema.prisma" > "$work/to.prisma"
from="${1:-}"
if [ "$from" = empty ]; then
  from_args=(--from-empty)
else
  if [ -z "$from" ]; then git -C "$root" show HEAD:prisma/schema.prisma > "$work/head.prisma"; from="$work/head.prisma"; fi
  with_url "$from" > "$work/from.prisma"
  from_args=(--from-schema-datamodel "$work/from.prisma")
fi
cd "$work"
npm init -y >/dev/null
npm install --silent --no-audit --no-fund prisma@6.19 @prisma/adapter-pg@6.19 >/dev/null 2>&1
# The driver-adapter config is what selects the WebAssembly engine; it opens a connection to DIFF_DATABASE_URL but changes nothing.
cat > prisma.config.ts <<'TS'
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => new PrismaPg({ connectionString: process.env.DIFF_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' }),
} as any);
TS
PRISMA_QUERY_ENGINE_LIBRARY=$(command -v node) PRISMA_SCHEMA_ENGINE_BINARY=$(command -v node) \
  npx --no-install prisma migrate diff "${from_args[@]}" --to-schema-datamodel "$work/to.prisma" --script </dev/null
