import { useTranslation } from 'react-i18next';
import { errorMessage, type TopPrizeBatchResponse } from '@fc/shared';
import { Alert } from '@fc/shared/ui';
import styles from './top-prize.module.css';

/** "n sent, m failed" (or recalled) with each refused card's reason. */
export function BatchResult({ result, kind, names }: { result: TopPrizeBatchResponse; kind: 'send' | 'recall'; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('game');
  return (
    <Alert tone={result.failed === 0 ? 'success' : 'warning'}>
      <span data-testid="batch-result">{t(`topPrize.result.${kind}`, { sent: result.sent, failed: result.failed })}</span>
      {result.failures.length > 0 ? (
        <ul className={styles.failures}>
          {result.failures.map((failure) => (
            <li key={failure.tokenId}>
              {t('topPrize.result.failure', { card: names.get(failure.tokenId) ?? failure.tokenId, reason: errorMessage(t, failure.code) })}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
