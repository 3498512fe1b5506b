import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIQUIDITY_STAKING_URL, paths } from '@fc/shared';
import { ChevronDownIcon, ExternalIcon } from '../../../components/icons';
import { useDisclosure } from '../../../hooks/use-disclosure';
import styles from './navbar.module.css';

const ITEMS = [
  { id: 'claimCenter', to: paths.claimCenter() },
  { id: 'referral', to: paths.referral() },
  { id: 'giftCode', to: paths.giftCode() },
] as const;

/** Logged-in users only. The liquidity-staking link is shown on mobile widths only (CSS). */
export function MoreMenu() {
  const { t } = useTranslation('shell');
  const { open, buttonProps, panelProps } = useDisclosure();
  return (
    <div className={styles.dropdown}>
      <button type="button" className={styles.link} data-testid="navbar-more" {...buttonProps}>
        {t('nav.more')}
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div className={styles.menu} data-testid="navbar-more-menu" {...panelProps}>
        <ul className={styles.menuList}>
          {ITEMS.map(({ id, to }) => (
            <li key={id}>
              <Link to={to} className={styles.menuItem} data-testid={`navbar-more-${id}`}>
                {t(`nav.${id}`)}
              </Link>
            </li>
          ))}
          <li className={styles.mobileOnly}>
            <a
              href={LIQUIDITY_STAKING_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.menuItem}
              data-testid="navbar-more-liquidityStaking"
            >
              {t('nav.liquidityStaking')}
              <ExternalIcon />
              <span className={styles.visuallyHidden}>{t('nav.newTab')}</span>
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
