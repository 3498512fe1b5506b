import { ButtonLink, type ChainToken } from '@fc/shared';
import { CHAIN_TOKENS } from '@fc/shared/contracts/wallet';
import styles from './token-switch.module.css';

/** The on-chain tokens as a row of links under their label, the page's own current: deposit or withdraw another token. */
export function TokenSwitch({ current, label, to }: { current: ChainToken; label: string; to: (token: ChainToken) => string }) {
  return (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <nav aria-label={label} className={styles.switch}>
        {CHAIN_TOKENS.map((token) => (
          <ButtonLink key={token} to={to(token)} variant={token === current ? 'primary' : 'secondary'} aria-current={token === current ? 'page' : undefined}>
            {token}
          </ButtonLink>
        ))}
      </nav>
    </div>
  );
}
