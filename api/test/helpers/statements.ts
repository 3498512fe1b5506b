import { NoopLogger } from 'drizzle-orm';

/**
 * The statements the app sends while `work` runs: every statement drizzle runs passes its (default, no-op) logger,
 * BEGIN and COMMIT too on node-postgres (PGlite runs those itself). Call `restoreStatementLog` in `afterAll`.
 */
let recording: string[] | null = null;
const logQuery = jest.spyOn(NoopLogger.prototype, 'logQuery').mockImplementation((...args: unknown[]) => {
  recording?.push(String(args[0]));
});

export async function statementsDuring<T>(work: () => Promise<T>): Promise<{ answer: T; statements: string[] }> {
  recording = [];
  try {
    const answer = await work();
    return { answer, statements: recording };
  } finally {
    recording = null;
  }
}

export function restoreStatementLog(): void {
  logQuery.mockRestore();
}
