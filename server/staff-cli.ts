/**
 * `npm run staff:create -- --login olena --name "Олена Коваль" [--role admin] [--store 3]` — makes a
 * back-office account on the server (ADR 0090): how a real shop gets its first admin. The password
 * comes from STAFF_PASSWORD or is generated and printed once; an admin (and anyone with `--totp`)
 * gets a TOTP secret, printed once with its otpauth:// address for the authenticator app.
 * `npm run staff:remove-demo` (`--remove-demo`) deletes the demo's accounts, which sign in with the
 * README's password, once another admin exists (ADR 0107): a production start refuses until then.
 * PGlite: with the server stopped (it holds the data dir).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createStaff, createStaffInput, removeDemoStaff, totpUri } from '#core/staff';
import { openDatabase } from '#db/client';
import { migrate } from '#db/migrate';
import { parseEnv } from './env';

const { values } = parseArgs({
  options: {
    login: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    store: { type: 'string' },
    totp: { type: 'boolean', default: false },
    'remove-demo': { type: 'boolean', default: false },
  },
});
const env = parseEnv();
if (values['remove-demo']) await removeDemo();
const generated = !process.env.STAFF_PASSWORD;
const password = process.env.STAFF_PASSWORD ?? randomBytes(12).toString('base64url');
const input = createStaffInput.safeParse({
  login: values.login ?? '',
  name: values.name ?? values.login ?? '',
  role: values.role,
  storeId: values.store ? Number(values.store) : null,
  password,
  totp: values.totp,
});
if (!input.success) {
  console.error(
    'usage: npm run staff:create -- --login <a-z0-9._-, 3–40> --name <name> [--role admin|manager|content|moderator|store] [--store <id> for store] [--totp]\n' +
      'password: STAFF_PASSWORD (8–128 characters) or generated',
  );
  console.error(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(1);
}
const database = await openConfigured();
try {
  await migrate(database);
  const result = await createStaff({ db: database.db, locale: 'ua', now: new Date() }, 'cli', input.data);
  if (!result.ok) throw new Error(`The login ${input.data.login} is taken.`);
  console.log(`Created ${input.data.role} "${input.data.login}" (id ${result.id}).`);
  if (generated) console.log(`Password (shown once): ${password}`);
  if (result.totpSecret) {
    console.log(`TOTP secret (shown once): ${result.totpSecret}`);
    console.log(`Authenticator address: ${totpUri(result.totpSecret, input.data.login)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}

/** `--remove-demo`: deletes the demo staff (ADR 0107) and exits; refuses while no other admin exists. */
async function removeDemo(): Promise<never> {
  const database = await openConfigured();
  try {
    await migrate(database);
    const result = await removeDemoStaff({ db: database.db, locale: 'ua', now: new Date() });
    if (!result.ok) {
      console.error(
        'No other admin could sign in: make your own first (npm run staff:create -- --login <login> --name "<name>"), then remove the demo staff.',
      );
      process.exitCode = 1;
    } else if (result.removed.length) console.log(`Removed the demo staff: ${result.removed.join(', ')}.`);
    else console.log('No demo staff: nothing to remove.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
  process.exit();
}

/** The configured database (PGlite: its data dir's lock refuses while the server runs), or exit 1 with why. */
function openConfigured() {
  return (
    env.DATABASE_URL
      ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
      : openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR })
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(1);
  });
}
