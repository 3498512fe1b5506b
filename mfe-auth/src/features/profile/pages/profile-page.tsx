import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, errorMessage, PageTitle, Skeleton } from '@fc/shared';
import { useQueryClient } from '@fc/shared/query';
import { profileQueryKey, useProfileQuery } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import styles from './profile-page.module.css';

export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const profile = useProfileQuery();

  return (
    <div className={styles.page} data-testid="profile-page">
      <PageTitle>{t('profile.title')}</PageTitle>
      {profile.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton height={96} />
          <Skeleton height={240} />
        </div>
      ) : profile.error ? (
        <EmptyState
          title={t('profile.loadFailed')}
          description={errorMessage(t, profile.error)}
          action={<Button onClick={() => void profile.refetch()}>{t('common:retry')}</Button>}
        />
      ) : profile.data ? (
        <ProfileForm profile={profile.data} onSaved={(saved) => queryClient.setQueryData(profileQueryKey, saved)} />
      ) : (
        <Alert tone="error">{t('profile.loadFailed')}</Alert>
      )}
    </div>
  );
}
