import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SellBlock } from '../lib/sell-block';
import styles from './sell.module.css';

/** Why the card cannot be listed and what to do, with the way there. */
export function SellBlockNotice({ block, id }: { block: SellBlock; id?: string }) {
  const { t } = useTranslation('collection');
  const why = block.reason === 'server' && block.errorKey ? t(`errors:${block.errorKey}`) : t(`sell.blocked.${block.reason}`);
  return (
    <p className={styles.blocked} id={id} data-testid="sell-blocked" data-reason={block.reason}>
      {why}
      {block.link ? (
        <>
          {' '}
          <Link to={block.link.to}>{t(block.link.labelKey)}</Link>
        </>
      ) : null}
    </p>
  );
}
