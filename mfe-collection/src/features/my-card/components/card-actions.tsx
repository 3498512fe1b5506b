import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  errorKey,
  type CardActionState,
  type CardDetailResponse,
  type CardPageAction,
} from '@fc/shared';
import { Card } from '@fc/shared/ui';
import styles from './my-card.module.css';

export interface PageAction {
  action: CardPageAction;
  /** Where the action goes when it is allowed. */
  to: string;
  /** Its label's key when it is not `card.action.<action>`. */
  labelKey?: string;
}

/** Why an action is refused, in the user's language (the server's own answer for it). */
export function useRefusal() {
  const { t } = useTranslation('collection');
  return (state: CardActionState | undefined): string | null => (state && !state.ok ? t(`errors:${errorKey(state.code)}`) : null);
}

/**
 * The card's actions, one a line: each a way to do it, or disabled with the reason the server gives under it. `sell`,
 * when the remote composes it, takes the place of the market's action (the sell dialog speaks for itself).
 */
export function CardActions({ detail, actions, sell }: { detail: CardDetailResponse; actions: readonly PageAction[]; sell?: ReactNode }) {
  const { t } = useTranslation('collection');
  const refusal = useRefusal();
  return (
    <Card title={t('card.actions')} data-testid="card-actions">
      <ul className={styles.actions}>
        {actions.map(({ action, to, labelKey }) => {
          if (action === 'list' && sell) {
            return (
              <li key={action} data-testid="card-page-sell">
                {sell}
              </li>
            );
          }
          const reason = refusal(detail.actions[action]);
          const label = t(labelKey ?? `card.action.${action}`);
          return (
            <li key={action} data-testid={`action-${action}`} data-allowed={reason ? 'false' : 'true'}>
              {reason ? (
                <>
                  <Button variant="secondary" fullWidth disabled aria-describedby={`why-${action}`}>
                    {label}
                  </Button>
                  <p className={styles.reason} id={`why-${action}`}>
                    {reason}
                  </p>
                </>
              ) : (
                <ButtonLink to={to} variant="secondary" fullWidth>
                  {label}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
