/**
 * The cache as an editor and a second instance see it, from outside: two production instances of
 * this build share one PostgreSQL database and one Redis (REDIS_URL). For each kind of record a
 * page shows, the test edits the record in the database, sees the cached page keep the old text,
 * revalidates the record's tag on one instance (POST /api/revalidate) and sees the new text on
 * the other. Needs TEST_DATABASE_URL and TEST_REDIS_URL; in CI their absence fails the run.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { createDatabase, type TestDatabase } from './helpers/databases';
import { servers, startInstances } from './helpers/instances';
import pg from 'pg';
import { createClient } from '@/lib/redis/client.mjs';

/** The scripts' own server helpers, loaded as the ES module they are (a static import would be
 * compiled to CommonJS by the test runner, which Node refuses for a .mjs file). */

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const SECRET = 'shared-cache-secret';

if ((!DATABASE_URL || !REDIS_URL) && process.env.CI) {
  throw new Error(
    'TEST_DATABASE_URL and TEST_REDIS_URL must be set: CI runs the shared cache test',
  );
}

type Kind = {
  /** What the editor changed, as the test names it. */
  name: string;
  /** The tag POST /api/revalidate is sent (lib/cache/tags.ts). */
  tag: (slug: string) => string;
  /** The record's slug (or '' when the page needs none), read from the seeded database. */
  slug: string;
  path: (slug: string) => string;
  /** Writes `text` into the record, as an editor's tool would. */
  edit: (db: pg.Client, text: string, slug: string) => Promise<unknown>;
};

const first = (table: string, where = 'true') =>
  `(select slug from ${table} where ${where} order by id limit 1)`;

/** An edit of `column` in the table's first row (the lowest id): the records found by no slug. */
const editFirstRow =
  (table: string, column: string): Kind['edit'] =>
  (db, text) =>
    db.query(`update ${table} set ${column} = $1 where id = (select min(id) from ${table})`, [
      text,
    ]);

const KINDS: Kind[] = [
  {
    name: 'a treatment',
    slug: first('treatments'),
    tag: (s) => `treatment:${s}`,
    path: (s) => `/treatment/${s}`,
    edit: (db, text, s) => db.query('update treatments set name = $1 where slug = $2', [text, s]),
  },
  {
    name: 'a doctor in the listing',
    slug: first('doctors', 'verified'),
    tag: () => 'doctors',
    path: () => '/doctors',
    edit: (db, text, s) => db.query('update doctors set name = $1 where slug = $2', [text, s]),
  },
  {
    name: 'a department',
    slug: first('departments'),
    tag: (s) => `department:${s}`,
    path: (s) => `/department/${s}`,
    edit: (db, text, s) => db.query('update departments set name = $1 where slug = $2', [text, s]),
  },
  {
    name: 'a doctor',
    slug: first('doctors', 'verified'),
    tag: (s) => `doctor:${s}`,
    path: (s) => `/docprofile/${s}`,
    edit: (db, text, s) => db.query('update doctors set name = $1 where slug = $2', [text, s]),
  },
  {
    name: 'a blog post',
    slug: first('blogs'),
    tag: (s) => `blog:${s}`,
    path: (s) => `/blog/${s}`,
    edit: (db, text, s) => db.query('update blogs set title_html = $1 where slug = $2', [text, s]),
  },
  {
    name: "a department's blog list",
    slug: first('departments', 'id in (select department_id from blogs)'),
    tag: (s) => `blogs:category:${s}`,
    path: (s) => `/blogs/${s}`,
    edit: (db, text, s) =>
      db.query(
        `update blogs set title_html = $1 where id = (select b.id from blogs b
           join departments d on d.id = b.department_id where d.slug = $2 order by b.created_at desc limit 1)`,
        [text, s],
      ),
  },
  {
    // Its address is the name with dashes ('obstetrics-&-gynaecology'), not the department's
    // slug: the tag names the slug, and reaches the page all the same.
    name: 'the blog list of a department whose address is not its slug',
    slug: "(select slug from departments where name = 'Obstetrics & Gynaecology')",
    tag: (s) => `blogs:category:${s}`,
    path: () => `/blogs/${encodeURIComponent('obstetrics-&-gynaecology')}`,
    edit: (db, text, s) =>
      db.query(
        `update blogs set title_html = $1 where id = (select b.id from blogs b
           join departments d on d.id = b.department_id where d.slug = $2 order by b.created_at desc limit 1)`,
        [text, s],
      ),
  },
  {
    name: 'a medicine',
    slug: first('medicines'),
    tag: (s) => `medicine:${s}`,
    path: (s) => `/pharmacy/${s}`,
    edit: (db, text, s) => db.query('update medicines set name = $1 where slug = $2', [text, s]),
  },
  {
    name: 'a medicine category',
    slug: first('medicine_categories'),
    tag: () => 'pharmacy',
    path: (s) => `/category/${s}`,
    edit: (db, text, s) =>
      db.query('update medicine_categories set name = $1 where slug = $2', [text, s]),
  },
  {
    name: 'a lab test',
    slug: first('lab_tests'),
    tag: (s) => `lab-test:${s}`,
    path: (s) => `/lab-tests/${s}`,
    edit: (db, text, s) => db.query('update lab_tests set name = $1 where slug = $2', [text, s]),
  },
  {
    name: 'a lab category on /lab-tests',
    slug: "''",
    tag: () => 'lab',
    path: () => '/lab-tests',
    edit: editFirstRow('lab_categories', 'name'),
  },
  {
    // Its description: only the home page's department showcase shows it (the header's menu,
    // tagged `site` too, shows the names).
    name: "a department's description on the home page",
    slug: "''",
    tag: () => 'departments',
    path: () => '/',
    edit: editFirstRow('departments', 'description'),
  },
  {
    name: 'the newest blog post on the home page',
    slug: "''",
    tag: () => 'blogs',
    path: () => '/',
    edit: (db, text) =>
      db.query(
        `update blogs set title_html = $1
         where id = (select id from blogs order by created_at desc, id desc limit 1)`,
        [text],
      ),
  },
  {
    name: 'a page type’s SEO tag record',
    slug: "'About'",
    tag: (s) => `seo:${s}`,
    path: () => '/about',
    edit: (db, text, s) =>
      db.query('update seo_tags set meta_title = $1 where type = $2', [text, s]),
  },
  {
    name: 'a home banner',
    slug: "''",
    tag: () => 'home',
    path: () => '/',
    edit: editFirstRow('home_banners', 'title'),
  },
  {
    name: 'a team member on the about page',
    slug: "''",
    tag: () => 'about',
    path: () => '/about',
    edit: editFirstRow('team_members', 'name'),
  },
  {
    name: 'a job opening',
    slug: "''",
    tag: () => 'careers',
    path: () => '/careers',
    edit: editFirstRow('jobs', 'title'),
  },
  {
    name: 'a branch',
    slug: "''",
    tag: () => 'branches',
    path: () => '/doctors',
    edit: editFirstRow('branches', 'name'),
  },
  {
    name: 'the contact details',
    slug: "''",
    tag: () => 'contact',
    path: () => '/call-ambulance',
    edit: (db, text) =>
      db.query(`update contact_info set emergency_call = $1 where section_name = 'main'`, [text]),
  },
  {
    name: 'the site settings',
    slug: "''",
    tag: () => 'site',
    path: () => '/',
    edit: (db, text) =>
      db.query(
        `update settings set value = jsonb_set(value, '{hospitalName}', to_jsonb($1::text))
         where key = 'site'`,
        [text],
      ),
  },
];

test.describe('one cache shared by two instances', () => {
  test.skip(!DATABASE_URL || !REDIS_URL, 'TEST_DATABASE_URL and TEST_REDIS_URL are not set');
  test.skip(({ isMobile }) => isMobile, 'server behaviour: once is enough');
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const prefix = `saithunga-test:cache_${randomBytes(4).toString('hex')}:`;
  let database: TestDatabase | undefined;
  let db: pg.Client;
  let stops: (() => void)[] = [];
  let one = '';
  let other = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await createDatabase('cache');
    const url = database.url;
    const { freePort } = await servers();
    const ports = [await freePort(), await freePort()];
    [one, other] = ports.map((port) => `http://127.0.0.1:${port}`);
    const env = {
      DATABASE_URL: url,
      REDIS_URL: REDIS_URL!,
      REDIS_CACHE_PREFIX: prefix,
      REVALIDATE_SECRET: SECRET,
      SITE_URL: one,
    };
    // The first migrates and seeds the empty database; the second finds it ready.
    await startInstances(ports, env, stops);
    db = new pg.Client({ connectionString: url });
    await db.connect();
  });

  test.afterAll(async () => {
    stops.forEach((stop) => stop());
    stops = [];
    await db?.end();
    await database?.drop();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length) await redis.del(keys);
    }
    await redis.quit();
  });

  const page = async (base: string, path: string) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status, `${base}${path}`).toBe(200);
    return response.text();
  };

  for (const kind of KINDS) {
    test(`${kind.name}: cached until its tag is revalidated on one instance, then new on the other`, async () => {
      const {
        rows: [row],
      } = await db.query<{ slug: string }>(`select ${kind.slug} as slug`);
      const slug = row.slug;
      const path = kind.path(slug);
      const text = `Edited ${randomBytes(3).toString('hex')}`;
      // Both instances have the page cached (the second from the first's render).
      await page(one, path);
      await page(other, path);

      await kind.edit(db, text, slug);
      const shows = async () => (await page(other, path)).includes(text);
      expect(await shows(), `${path} shows the edit before it is revalidated`).toBe(false);

      const answer = await fetch(`${one}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
        body: JSON.stringify({ tags: [kind.tag(slug)] }),
      });
      expect(answer.status).toBe(200);
      await expect
        .poll(shows, { message: `${path} on the other instance`, timeout: 10_000 })
        .toBe(true);
      // Entries made within a second of a revalidation count as older (lib/cache/
      // redis-cache-store.mjs): the next case's page must be cacheable again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
  }
});
