import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageTitle, runningVersions } from '@fc/shared';
import { Card } from '@fc/shared/ui';

/** This remote's version, written into the bundle by the webpack factory (DefinePlugin); absent in unit tests. */
declare const __FC_APP_VERSION__: string | undefined;

const THIS_REMOTE = 'mfe_market';

function buildVersion(): string | null {
  return typeof __FC_APP_VERSION__ === 'string' ? __FC_APP_VERSION__ : null;
}

/** Thrown while rendering on purpose: the shell's error boundary around this page must contain it. */
class SimulatedRenderError extends Error {
  override readonly name = 'SimulatedRenderError';
  constructor() {
    super('Simulated rendering error (diagnostics page /test)');
  }
}

/**
 * `/test`: diagnostics for support and the platform tests — the version this remote was built as, what the shell
 * reports as running, and a way to make this page fail while rendering.
 */
export default function TestPage() {
  const { t } = useTranslation('market');
  const [crash, setCrash] = useState(false);
  if (crash) throw new SimulatedRenderError();

  const version = buildVersion();
  const diagnostics = runningVersions();
  const unknown = t('test.unknown');

  return (
    <div data-testid="test-page">
      <PageTitle subtitle={t('test.intro')}>{t('titles.test')}</PageTitle>
      <Card as="section" title={t('test.thisRemote')}>
        <dl>
          <dt>{t('test.buildVersion')}</dt>
          <dd>
            <code data-testid="test-build-version">{version ?? unknown}</code>
          </dd>
          <dt>{t('test.activeVersion')}</dt>
          <dd>
            <code data-testid="test-active-version">{diagnostics?.remotes[THIS_REMOTE] ?? unknown}</code>
          </dd>
        </dl>
      </Card>
      <Card as="section" title={t('test.runningVersions')}>
        {diagnostics ? (
          <table data-testid="test-remote-versions">
            <thead>
              <tr>
                <th scope="col">{t('test.app')}</th>
                <th scope="col">{t('test.version')}</th>
              </tr>
            </thead>
            <tbody>
              <tr data-app="shell">
                <th scope="row">{t('test.shell')}</th>
                <td>
                  <code>{diagnostics.shell}</code>
                </td>
              </tr>
              {Object.entries(diagnostics.remotes).map(([name, active]) => (
                <tr key={name} data-app={name}>
                  <th scope="row">{name}</th>
                  <td>
                    <code>{active}</code>
                  </td>
                </tr>
              ))}
            </tbody>
            <caption>{t('test.registryRevision', { revision: diagnostics.registryRevision ?? unknown })}</caption>
          </table>
        ) : (
          <p>{t('test.noShell')}</p>
        )}
      </Card>
      <Card as="section" title={t('test.errorTitle')}>
        <p>{t('test.errorHint')}</p>
        <Button variant="danger" onClick={() => setCrash(true)} data-testid="test-simulate-error">
          {t('test.simulateError')}
        </Button>
      </Card>
    </div>
  );
}
