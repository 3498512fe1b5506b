import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink, paths } from '@fc/shared';
import { EmptyState } from '@fc/shared/ui';
import styles from './guest-prompt.module.css';

/**
 * What a guest sees where a game action needs an account (every game page is open to guests, SPEC §2): why, and the
 * way to log in (back to this page) or sign up.
 */
export function GuestPrompt({ title, description }: { title: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation('game');
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={title}
      description={description ?? t('guest.body')}
      action={
        <div className={styles.actions}>
          <ButtonLink to={paths.login(`${pathname}${search}`)}>{t('guest.logIn')}</ButtonLink>
          <ButtonLink to={paths.signup()} variant="secondary">
            {t('guest.signUp')}
          </ButtonLink>
        </div>
      }
    />
  );
}
