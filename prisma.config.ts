import { defineConfig } from 'prisma/config';

// The CLI reads the URL only for `prisma migrate …` on machines that have Prisma's schema engine;
// the hub itself connects through @prisma/adapter-pg (src/db/client.ts) and migrates with src/db/migrate.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
