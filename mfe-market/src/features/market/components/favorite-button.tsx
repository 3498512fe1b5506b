import { useTranslation } from 'react-i18next';
import { errorMessage, useToast } from '@fc/shared';
import { useFavoriteListing } from '../api/favorite-listing';
import styles from './market.module.css';

function Star({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M10 2.5l2.3 4.7 5.2.8-3.75 3.6.9 5.2L10 14.4l-4.65 2.4.9-5.2L2.5 8l5.2-.8z"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A listing's favourite star (signed in only: a guest's `favorite` is null): an icon on a tile, or the star and its
 * words on a listing's page (`labelled`).
 */
export function FavoriteButton({ transId, on, labelled = false, className }: { transId: string; on: boolean; labelled?: boolean; className?: string }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const favorite = useFavoriteListing();
  const words = on ? t('market.favorite.remove') : t('market.favorite.add');
  return (
    <button
      type="button"
      className={[labelled ? styles.starLabelled : styles.star, className].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={labelled ? undefined : words}
      title={labelled ? undefined : words}
      disabled={favorite.isPending}
      onClick={() => favorite.mutate({ transId, on: !on }, { onError: (error) => toast.error(errorMessage(t, error)) })}
      data-testid="favorite"
    >
      <Star on={on} />
      {labelled ? <span>{words}</span> : null}
    </button>
  );
}
