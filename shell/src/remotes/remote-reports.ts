import { REMOTE_REPORT_PATH, type RemoteName, type RemoteReport } from '@fc/shared/contracts/base';
import { currentDiagnostics } from './remote-versions';

type ReportKind = RemoteReport['kind'];

/** This document's page load, as the site server counts it: one id for every report it sends. */
const PAGE_LOAD = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
const sent = new Set<string>();

function post(report: RemoteReport): void {
  // keepalive: an error just before the visitor leaves still arrives. Nothing to do with the answer, nor with a failure.
  void fetch(REMOTE_REPORT_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

/**
 * Tells the site server that a remote's page was shown (`load`) or failed (`error`) in this document, for the version
 * the shell runs, once per remote and kind: it counts them while the remote runs a canary (docs/decisions/0019), which
 * the registry says (`visitor.reported`); for any other remote nothing is sent.
 */
export function reportRemotePage(remote: string, kind: ReportKind): void {
  const { remotes, visitor } = currentDiagnostics();
  const version = remotes[remote];
  if (!version || !visitor?.reported.includes(remote as RemoteName)) return;
  const key = `${remote} ${kind}`;
  if (sent.has(key)) return;
  sent.add(key);
  post({ pageLoad: PAGE_LOAD, remote: remote as RemoteName, version, kind });
}

/** Tests: forgets what was sent, as a new page load would. */
export function forgetSentReports(): void {
  sent.clear();
}
