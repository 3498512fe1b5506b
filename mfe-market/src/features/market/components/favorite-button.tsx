import { useTranslation } from 'react-i18next';
import { useToast, errorMessage } from '@fc/shared';
import { useFavoriteListing } from '../api/favorite-listing';
import styles from './market.module.css';

/** The favourite star of a listing (signed in only: a guest's `favorite` is null). */
export function FavoriteButton({ transId, on }: { transId: string; on: boolean }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const favorite = useFavoriteListing();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={on}
      aria-label={on ? t('market.favorite.remove') : t('market.favorite.add')}
      disabled={favorite.isPending}
      onClick={() => favorite.mutate({ transId, on: !on }, { onError: (error) => toast.error(errorMessage(t, error)) })}
      data-testid="favorite"
    >
      {on ? '★' : '☆'}
    </button>
  );
}
