import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle, paths, useIsLoggedIn } from '@fc/shared';
import { GuestPrompt } from '../../../components/guest-prompt';
import { StakePicker } from '../../../components/stake-picker';
import styles from '../../../components/staking.module.css';

/** The stake picker in the airdrop's context: staked power is what the airdrop shares by; back to the airdrop after. */
export default function AirdropDispatchPage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  return (
    <div className={styles.page}>
      <PageTitle subtitle={t('airdrop.dispatchSubtitle')}>{t('titles.airdropDispatch')}</PageTitle>
      <p>
        <Link to={paths.airdrop()}>{t('airdrop.back')}</Link>
      </p>
      {signedIn ? <StakePicker doneTo={paths.airdrop()} /> : <GuestPrompt title={t('airdrop.guestTitle')} />}
    </div>
  );
}
