import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, errorMessage, PageTitle, Skeleton, type SettingInfo } from '@fc/shared';
import { useQueryClient } from '@fc/shared/query';
import { settingInfoQueryKey, useSettingInfo } from '../api/get-setting-info';
import { GauthSetup } from '../components/gauth-setup';
import { GauthUnbind } from '../components/gauth-unbind';
import styles from './gauth-page.module.css';
import { LockIcon } from '../../../components/icons';

export default function GauthPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const info = useSettingInfo();
  const bound = info.data?.google2fa ?? false;
  const setBound = (google2fa: boolean) =>
    queryClient.setQueryData<SettingInfo>(settingInfoQueryKey, (current) => (current ? { ...current, google2fa } : current));

  return (
    <div className={styles.page} data-testid="gauth-page">
      <PageTitle>{t('gauth.title')}</PageTitle>
      {info.isPending ? (
        <div className={styles.stack} aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton height={72} />
          <Skeleton height={280} />
        </div>
      ) : info.error || !info.data ? (
        <EmptyState
          title={t('gauth.loadFailed')}
          description={errorMessage(t, info.error)}
          action={<Button onClick={() => void info.refetch()}>{t('common:retry')}</Button>}
        />
      ) : (
        <div className={styles.stack}>
          <Card className={styles.status}>
            <div className={styles.statusIcon}>
              <LockIcon />
            </div>
            <div className={styles.statusText}>
              <strong>{t('gauth.statusLabel')}</strong>
              <span className={styles.muted}>{t('gauth.statusHint')}</span>
            </div>
            <span
              className={bound ? styles.badgeOn : styles.badgeOff}
              data-testid="gauth-status"
              data-enabled={bound}
            >
              {bound ? t('gauth.enabled') : t('gauth.disabled')}
            </span>
          </Card>
          {bound ? <GauthUnbind onUnbound={() => setBound(false)} /> : <GauthSetup onBound={() => setBound(true)} />}
        </div>
      )}
    </div>
  );
}
