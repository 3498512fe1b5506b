import { useTranslation } from 'react-i18next';
import { PageFrame, paths, useIsLoggedIn } from '@fc/shared';
import { GuestPrompt } from '../../../components/guest-prompt';
import { StakePicker } from '../../../components/stake-picker';

/** The stake picker in the airdrop's context: staked power is what the airdrop shares by; back to the airdrop after. */
export default function AirdropDispatchPage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  return (
    <PageFrame title={t('titles.airdropDispatch')} subtitle={t('airdrop.dispatchSubtitle')} breadcrumb={[{ label: t('titles.airdrop'), to: paths.airdrop() }]}>
      {signedIn ? <StakePicker doneTo={paths.airdrop()} /> : <GuestPrompt title={t('airdrop.guestTitle')} />}
    </PageFrame>
  );
}
