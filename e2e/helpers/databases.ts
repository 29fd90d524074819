/**
 * An empty PostgreSQL database of its own for a spec that starts production instances over
 * TEST_DATABASE_URL's server (the shared cache, the hold limits, the database faults): made in
 * beforeAll, dropped in afterAll.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

/** Creates `saithunga_<label>_<random>` on the server of TEST_DATABASE_URL. */
export async function createDatabase(label: string): Promise<TestDatabase> {
  const name = `saithunga_${label}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
