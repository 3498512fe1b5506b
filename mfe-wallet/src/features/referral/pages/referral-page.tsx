import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  currentLanguage,
  EmptyState,
  errorMessage,
  formatAmount,
  formatDate,
  PageTitle,
  Pager,
  Skeleton,
  useToast,
  type ReferralTotals,
} from '@fc/shared';
import { useExtractReward } from '../api/extract-reward';
import { useInvitationInfo } from '../api/get-invitation-info';
import { useInvitationList } from '../api/get-invitation-list';
import { useInvitationTables } from '../api/get-invitation-tables';
import { useRewardList } from '../api/get-reward-list';
import { CopyField } from '../components/copy-field';
import pageStyles from '../../../components/page.module.css';
import styles from './referral-page.module.css';

const DAY_S = 86_400;
const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

function useTmt() {
  const language = currentLanguage();
  return (amount: string) => formatAmount('TMT', amount, language);
}

function Rules() {
  const { t, i18n } = useTranslation('wallet');
  // The server's list of what counts; a reason this page has no words for yet is left out rather than shown raw.
  const reasonList = (reasons: readonly string[]) =>
    new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(
      reasons.filter((reason) => i18n.exists(`wallet:referral.consumingReasons.${reason}`)).map((reason) => t(`referral.consumingReasons.${reason}`)),
    );
  const tmt = useTmt();
  const tables = useInvitationTables();
  if (!tables.data) return <Skeleton height={96} />;
  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>{t('referral.rulesTitle')}</h2>
      <ul className={styles.rules} data-testid="referral-rules">
        <li>{t('referral.rule', { reward: tmt(tables.data.rewardPer), consumed: tmt(tables.data.consumedPer) })}</li>
        <li>{t('referral.release', { days: Math.round(tables.data.releaseS / DAY_S) })}</li>
        <li>{t('referral.consumes', { list: reasonList(tables.data.consumingReasons) })}</li>
      </ul>
    </Card>
  );
}

function Totals({ totals }: { totals: ReferralTotals }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const tmt = useTmt();
  const extract = useExtractReward();
  const onExtract = () =>
    extract.mutate(undefined, {
      onSuccess: ({ extracted }) => {
        if (BigInt(extracted) > 0n) toast.success(t('referral.extractedToast', { amount: tmt(extracted) }));
        else toast.info(t('referral.nothingToExtract'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  const figures: [keyof ReferralTotals, string][] = [
    ['earned', t('referral.earned')],
    ['frozen', t('referral.frozen')],
    ['released', t('referral.released')],
    ['extracted', t('referral.extracted')],
  ];
  return (
    <Card className={styles.card}>
      <header className={styles.cardHead}>
        <h2 className={styles.heading}>{t('referral.totalsTitle')}</h2>
        <Button type="button" onClick={onExtract} loading={extract.isPending} disabled={extract.isPending || BigInt(totals.released) === 0n}>
          {t('referral.extract')}
        </Button>
      </header>
      <dl className={styles.figures} data-testid="referral-totals">
        {figures.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{tmt(totals[key])} TMT</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Friends() {
  const { t } = useTranslation('wallet');
  const tmt = useTmt();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const friends = useInvitationList(page);
  if (!friends.data) return <Skeleton height={120} />;
  const { list, total, pageSize } = friends.data;
  return (
    <section className={styles.card} aria-labelledby="referral-friends">
      <h2 id="referral-friends" className={styles.heading}>
        {t('referral.friendsTitle')}
      </h2>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('referral.noFriends')}</p>
      ) : (
        <>
          <table className={styles.table} data-testid="referral-friends">
            <thead>
              <tr>
                <th scope="col">{t('referral.email')}</th>
                <th scope="col">{t('referral.joined')}</th>
                <th scope="col">{t('referral.consumed')}</th>
                <th scope="col">{t('referral.reward')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((friend) => (
                <tr key={`${friend.email}-${friend.joinedAt}`}>
                  <td>{friend.email}</td>
                  <td>{formatDate(friend.joinedAt, language)}</td>
                  <td>{tmt(friend.consumed)} TMT</td>
                  <td>{tmt(friend.reward)} TMT</td>
                </tr>
              ))}
            </tbody>
          </table>
          {total > pageSize ? <Pager page={page} pages={pagesOf(total, pageSize)} onChange={setPage} label={t('referral.friendsTitle')} /> : null}
        </>
      )}
    </section>
  );
}

function Rewards() {
  const { t } = useTranslation('wallet');
  const tmt = useTmt();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const rewards = useRewardList(page);
  if (!rewards.data) return <Skeleton height={120} />;
  const { list, total, pageSize } = rewards.data;
  return (
    <section className={styles.card} aria-labelledby="referral-rewards">
      <h2 id="referral-rewards" className={styles.heading}>
        {t('referral.rewardsTitle')}
      </h2>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('referral.noRewards')}</p>
      ) : (
        <>
          <table className={styles.table} data-testid="referral-rewards">
            <thead>
              <tr>
                <th scope="col">{t('referral.date')}</th>
                <th scope="col">{t('referral.email')}</th>
                <th scope="col">{t('referral.consumed')}</th>
                <th scope="col">{t('referral.reward')}</th>
                <th scope="col">{t('referral.released')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((reward) => (
                <tr key={`${reward.createdAt}-${reward.email}-${reward.consumed}`}>
                  <td>{formatDate(reward.createdAt, language)}</td>
                  <td>{reward.email}</td>
                  <td>{tmt(reward.consumed)} TMT</td>
                  <td>{tmt(reward.reward)} TMT</td>
                  <td>{tmt(reward.released)} TMT</td>
                </tr>
              ))}
            </tbody>
          </table>
          {total > pageSize ? <Pager page={page} pages={pagesOf(total, pageSize)} onChange={setPage} label={t('referral.rewardsTitle')} /> : null}
        </>
      )}
    </section>
  );
}

export default function ReferralPage() {
  const { t } = useTranslation('wallet');
  const tmt = useTmt();
  const info = useInvitationInfo();
  return (
    <div className={pageStyles.page} data-testid="referral-page">
      <PageTitle subtitle={t('referral.subtitle')}>{t('titles.referral')}</PageTitle>
      {info.isPending ? (
        <Skeleton height={160} />
      ) : info.error && !info.data ? (
        <EmptyState
          title={t('referral.loadFailed')}
          description={errorMessage(t, info.error)}
          action={<Button onClick={() => void info.refetch()}>{t('common:retry')}</Button>}
        />
      ) : info.data ? (
        <div className={styles.layout}>
          <Card className={styles.card}>
            <CopyField label={t('referral.yourCode')} value={info.data.inviteCode} testId="referral-code" />
            <CopyField label={t('referral.yourLink')} value={info.data.link} testId="referral-link" />
            <p className={styles.muted}>
              {t('referral.friendsCount', { count: info.data.friends })} · {t('referral.friendsConsumed', { amount: tmt(info.data.consumed) })}
            </p>
          </Card>
          <Rules />
          <Totals totals={info.data.totals} />
          <Friends />
          <Rewards />
        </div>
      ) : null}
    </div>
  );
}
