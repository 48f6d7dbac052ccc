import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/client';
import { seedDemo } from '#db/demo';
import { migrate } from '#db/migrate';

/**
 * Builds two migrated templates once per run — empty and seeded with a small demo catalogue —
 * so each test file gets its own database in well under a second (PGlite: load a dump;
 * PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = await openDatabase({ kind: 'postgres', url, max: 1 });
    const suffix = `${process.pid}`;
    const names = { empty: `poplavok_tpl_empty_${suffix}`, seeded: `poplavok_tpl_seeded_${suffix}` };
    for (const [kind, name] of Object.entries(names)) {
      await admin.db.execute(`drop database if exists ${name}`);
      await admin.db.execute(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: target.toString(), max: 1 });
      await migrate(database);
      if (kind === 'seeded') await seedDemo(database.db, { goods: 240, now: new Date('2026-06-15T09:00:00Z') });
      await database.close();
    }
    project.provide('dbTemplates', { kind: 'postgres', url, ...names });
    return async () => {
      for (const name of Object.values(names)) await admin.db.execute(`drop database if exists ${name}`);
      await admin.close();
    };
  }
  // Per process: several Vitest runs may share the checkout.
  const dir = path.resolve('node_modules/.cache/poplavok-test', String(process.pid));
  mkdirSync(dir, { recursive: true });
  const files = { empty: path.join(dir, 'empty.tar'), seeded: path.join(dir, 'seeded.tar') };
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrate(database);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  writeFileSync(files.empty, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedDemo(database.db, { goods: 240, now: new Date('2026-06-15T09:00:00Z') });
  writeFileSync(files.seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('dbTemplates', { kind: 'pglite', ...files });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates:
      | { kind: 'pglite'; empty: string; seeded: string }
      | { kind: 'postgres'; url: string; empty: string; seeded: string };
  }
}
