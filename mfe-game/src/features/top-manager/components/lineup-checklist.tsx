import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SUBSTITUTES, MIN_OWN_CARDS } from '@fc/shared/contracts/game';
import type { ChecklistItem } from '../lib/lineup';
import styles from './lineup-editor.module.css';

/**
 * What a lineup needs to play, as neutral guidance that fills in as cards are placed: each rule ticked when met, the
 * cards still in the way named; no alarm before the manager has tried anything.
 */
export function LineupChecklist({ items, nameOf }: { items: ChecklistItem[]; nameOf: (tokenId: string) => string }) {
  const { t } = useTranslation('game');
  const headingId = useId();
  const met = items.filter((item) => item.met).length;
  return (
    <section className={styles.checklist} aria-labelledby={headingId} data-testid="lineup-checklist">
      <h2 id={headingId} className={styles.heading}>
        {t('lineup.checklist.title')} <span className={styles.checklistCount}>{t('lineup.checklist.count', { met, total: items.length })}</span>
      </h2>
      <ul className={styles.checklistItems}>
        {items.map((item) => (
          <li key={item.rule} data-rule={item.rule} data-met={item.met} className={item.met ? styles.met : styles.todo}>
            <span className={styles.tick} aria-hidden="true">
              {item.met ? '✓' : ''}
            </span>
            <span className={styles.srOnly}>{item.met ? t('lineup.checklist.done') : t('lineup.checklist.todo')}</span>
            <span>
              {t(`lineup.checklist.rules.${item.rule}`, { n: item.count ?? 0, min: MIN_OWN_CARDS, max: MAX_SUBSTITUTES })}
              {item.tokenIds.length > 0 ? (
                <span className={styles.checklistCards}>
                  {' '}
                  {t('lineup.checklist.cards', { names: [...new Set(item.tokenIds)].map(nameOf).join(', ') })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
