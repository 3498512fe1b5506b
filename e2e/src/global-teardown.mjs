// Jest globalTeardown: checks the ledger invariant over the site's database (every balance is the sum of its ledger
// rows, every row's balance_after follows from the one before), then stops the site server and removes the temporary
// deploy folder. A broken invariant fails the run with the offending rows.
export default async function globalTeardown() {
  const site = globalThis.__FC_E2E_SITE__;
  if (!site) return;
  globalThis.__FC_E2E_SITE__ = undefined;
  try {
    await checkLedger(site.baseUrl);
  } finally {
    await site.stop();
  }
}

/** POST /api/dev/ledgerCheck (a dev-only route, for callers on this machine). */
async function checkLedger(baseUrl) {
  const response = await fetch(`${baseUrl}/api/dev/ledgerCheck`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const answer = await response.json();
  if (answer.r !== 0) throw new Error(`/dev/ledgerCheck answered r=${answer.r}: ${JSON.stringify(answer.d)}`);
  const { balances, chains } = answer.d;
  if (balances.length > 0 || chains.length > 0) {
    throw new Error(`the ledger invariant is broken after the e2e suite:\n${JSON.stringify({ balances, chains }, null, 2)}`);
  }
  process.stdout.write('[e2e] ledger invariant holds: every balance equals the sum of its ledger rows\n');
}
