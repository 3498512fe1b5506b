import { useTranslation } from 'react-i18next';
import { Button, errorMessage, PageFrame, Skeleton } from '@fc/shared';
import { Alert, EmptyState } from '@fc/shared/ui';
import { useQueryClient } from '@fc/shared/query';
import { profileQueryKey, useProfileQuery } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import styles from '../components/profile-form.module.css';

/** /user/profile: who I am to other managers — avatar, jersey, nickname, club name, a few words — saved together. */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const profile = useProfileQuery();

  return (
    <PageFrame title={t('profile.title')} subtitle={t('profile.subtitle')} busy={profile.isPending} data-testid="profile-page">
      {profile.isPending ? (
        <div className={styles.layout}>
          <Skeleton height={160} />
          <Skeleton height={420} />
        </div>
      ) : profile.error ? (
        <EmptyState title={t('profile.loadFailed')} description={errorMessage(t, profile.error)} action={<Button onClick={() => void profile.refetch()}>{t('common:retry')}</Button>} />
      ) : profile.data ? (
        <ProfileForm profile={profile.data} onSaved={(saved) => queryClient.setQueryData(profileQueryKey, saved)} />
      ) : (
        <Alert tone="error">{t('profile.loadFailed')}</Alert>
      )}
    </PageFrame>
  );
}
