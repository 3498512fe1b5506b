import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageFrame, runningVersions, type RemoteName } from '@fc/shared';
import { Card, DataTable } from '@fc/shared/ui';
import styles from './test-page.module.css';

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
 * reports as running (a canary or the stable version, and the visitor's canary bucket), and a way to make this page
 * fail while rendering.
 */
export default function TestPage() {
  const { t } = useTranslation('market');
  const [crash, setCrash] = useState(false);
  if (crash) throw new SimulatedRenderError();

  const version = buildVersion();
  const diagnostics = runningVersions();
  const visitor = diagnostics?.visitor ?? null;
  const unknown = t('test.unknown');
  const release = (name: string) => (visitor?.canary.includes(name as RemoteName) ? t('test.canary') : t('test.stable'));

  return (
    <PageFrame title={t('titles.test')} subtitle={t('test.intro')}>
      <div data-testid="test-page" className={styles.sections}>
        <Card as="section" title={t('test.thisRemote')}>
          <dl className={styles.facts}>
            <dt>{t('test.buildVersion')}</dt>
            <dd>
              <code data-testid="test-build-version">{version ?? unknown}</code>
            </dd>
            <dt>{t('test.activeVersion')}</dt>
            <dd>
              <code data-testid="test-active-version">{diagnostics?.remotes[THIS_REMOTE] ?? unknown}</code>
            </dd>
            <dt>{t('test.release')}</dt>
            <dd data-testid="test-release">{diagnostics ? release(THIS_REMOTE) : unknown}</dd>
            <dt>{t('test.bucket')}</dt>
            <dd>
              {visitor ? <code data-testid="test-bucket">{visitor.bucket}</code> : <span data-testid="test-bucket">{diagnostics ? t('test.noCanary') : unknown}</span>}
            </dd>
          </dl>
        </Card>
        <Card as="section" title={t('test.runningVersions')}>
          {diagnostics ? (
            <>
              <DataTable label={t('test.runningVersions')} data-testid="test-remote-versions">
                <thead>
                  <tr>
                    <th scope="col">{t('test.app')}</th>
                    <th scope="col">{t('test.version')}</th>
                    <th scope="col">{t('test.release')}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr data-app="shell">
                    <th scope="row">{t('test.shell')}</th>
                    <td>
                      <code>{diagnostics.shell}</code>
                    </td>
                    <td />
                  </tr>
                  {Object.entries(diagnostics.remotes).map(([name, active]) => (
                    <tr key={name} data-app={name} data-canary={visitor?.canary.includes(name as RemoteName) || undefined}>
                      <th scope="row">{name}</th>
                      <td>
                        <code>{active}</code>
                      </td>
                      <td>{release(name)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <p className={styles.note}>{t('test.registryRevision', { revision: diagnostics.registryRevision ?? unknown })}</p>
            </>
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
    </PageFrame>
  );
}
