/**
 * The operator's gift-code command, over the app's database configuration (DATABASE_URL, or the PGlite folder:
 * stop the site first, PGlite opens its folder in one process at a time).
 *
 *   npm run giftcode -- create --uses 10 --grant TMT:100 --grant item:energyDrink:2 [--code ABC123] [--expires 2030-01-31T00:00Z]
 *   npm run giftcode -- list
 *   npm run giftcode -- disable ABC123
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createGiftCode, describeGrant, disableGiftCode, GiftCodeSpecError, listGiftCodes, parseGrant } from '../modules/gift-codes/admin';
import { normalizeGiftCode } from '@fc/shared/contracts';
import type { Database } from '../db/client';

const USAGE = `usage:
  giftcode create --uses <n> --grant <grant> [--grant <grant> …] [--code <CODE>] [--expires <ISO date>]
      grant: TMT:100 (whole units of USD, BNB, TMT, GOAL or POINTS), item:<kind>[:n], pack:<allStar|legend>[:n]
  giftcode list
  giftcode disable <CODE>`;

/** Runs one command and answers the lines to print; an operator's mistake throws GiftCodeSpecError. */
export async function runGiftCodeCommand(db: Database, argv: string[], now: Date): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { uses: { type: 'string' }, grant: { type: 'string', multiple: true }, code: { type: 'string' }, expires: { type: 'string' } },
  });
  const [command, argument] = positionals;
  if (command === 'create') {
    const expiresAt = values.expires === undefined ? null : new Date(values.expires);
    if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new GiftCodeSpecError(`--expires ${values.expires} is not a date`);
    const row = await createGiftCode(db, { code: values.code, uses: Number(values.uses), grants: (values.grant ?? []).map(parseGrant), expiresAt }, now);
    return [row.code];
  }
  if (command === 'list') {
    return (await listGiftCodes(db)).map((row) =>
      [
        row.code,
        `${row.usesCount}/${row.usesTotal}`,
        row.grants.map(describeGrant).join(' '),
        row.expiresAt ? `expires ${row.expiresAt.toISOString()}` : 'no expiry',
        row.disabledAt ? 'disabled' : 'enabled',
      ].join('\t'),
    );
  }
  if (command === 'disable' && argument) {
    const code = normalizeGiftCode(argument);
    if (!(await disableGiftCode(db, code, now))) throw new GiftCodeSpecError(`no gift code ${code}`);
    return [`${code} disabled`];
  }
  throw new GiftCodeSpecError(USAGE);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    await migrate(handle);
    for (const line of await runGiftCodeCommand(handle.db, process.argv.slice(2), new Date())) console.log(line);
  } catch (error) {
    if (!(error instanceof GiftCodeSpecError) && !(error instanceof TypeError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

if (require.main === module) void main();
