import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle, paths, useIsLoggedIn } from '@fc/shared';
import { GuestPrompt } from '../../../components/guest-prompt';
import { StakePicker } from '../../../components/stake-picker';
import styles from '../../../components/staking.module.css';

/** Pick up to the free slots among my cards, with the power they add, and stake them. */
export default function StakeDispatchPage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  return (
    <div className={styles.page}>
      <PageTitle subtitle={t('stake.dispatchSubtitle')}>{t('titles.stakeDispatch')}</PageTitle>
      <p>
        <Link to={paths.stake()}>{t('stake.back')}</Link>
      </p>
      {signedIn ? <StakePicker doneTo={paths.stake()} /> : <GuestPrompt title={t('stake.guestTitle')} />}
    </div>
  );
}
