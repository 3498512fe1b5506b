import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemotePage } from '../remotes/remote-reports';
import { currentDiagnostics } from '../remotes/remote-versions';

export interface RemoteFailureReport {
  remote: string;
  version: string;
  request: string;
  error: unknown;
}

/** Logs a remote that could not be loaded with what was running; the app's error boundary shows the fallback. */
export function reportRemoteFailure(report: RemoteFailureReport): void {
  const { remotes, shell } = currentDiagnostics();
  console.error(`[shell] remote ${report.remote}@${report.version} failed to load ${report.request}`, {
    ...report,
    remotes,
    shell,
  });
  reportRemotePage(report.remote, 'error');
}

/**
 * Reports each failed `loadRemote` once, with the remote's name and active version. It recovers
 * nothing (returns no substitute module): the failure reaches the page's error boundary, which
 * shows the localized fallback with Retry.
 */
export default function reportingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fc-reporting',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // A step inside the load may report before it fails the whole load ('onLoad'), which is the one reported.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      reportRemoteFailure({ remote: name, version: currentDiagnostics().remotes[name] ?? 'unknown', request: id, error });
      return undefined;
    },
  };
}
