import { useTranslation } from 'react-i18next';
import { Button, errorMessage, PageFrame, Skeleton, type SettingInfo } from '@fc/shared';
import { Badge, Card, EmptyState } from '@fc/shared/ui';
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
    <PageFrame title={t('gauth.title')} subtitle={t('gauth.subtitle')} busy={info.isPending} data-testid="gauth-page">
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
            <Badge tone={bound ? 'success' : 'neutral'} data-testid="gauth-status" data-enabled={bound}>
              {bound ? t('gauth.enabled') : t('gauth.disabled')}
            </Badge>
          </Card>
          {bound ? <GauthUnbind onUnbound={() => setBound(false)} /> : <GauthSetup onBound={() => setBound(true)} />}
        </div>
      )}
    </PageFrame>
  );
}
