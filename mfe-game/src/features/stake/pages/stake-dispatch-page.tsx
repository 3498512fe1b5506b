import { useTranslation } from 'react-i18next';
import { PageFrame, paths, useIsLoggedIn } from '@fc/shared';
import { GuestPrompt } from '../../../components/guest-prompt';
import { StakePicker } from '../../../components/stake-picker';

/** Pick up to the free slots among my cards, with the power they add, and stake them. */
export default function StakeDispatchPage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  return (
    <PageFrame title={t('titles.stakeDispatch')} subtitle={t('stake.dispatchSubtitle')} breadcrumb={[{ label: t('titles.stake'), to: paths.stake() }]}>
      {signedIn ? <StakePicker doneTo={paths.stake()} /> : <GuestPrompt title={t('stake.guestTitle')} />}
    </PageFrame>
  );
}
