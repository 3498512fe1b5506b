import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  errorMessage,
  formatNumber,
  Money,
  PageFrame,
  Skeleton,
  toApiLanguage,
  useFormatMoney,
  useToast,
  type InvitedFriend,
  type ReferralReward,
  type ReferralTotals,
} from '@fc/shared';
import { Card, DataTable, DateTime, DefinitionList, EmptyState, Pager, useWideScreen } from '@fc/shared/ui';
import layout from '../../../components/layout.module.css';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useExtractReward } from '../api/extract-reward';
import { useInvitationInfo } from '../api/get-invitation-info';
import { useInvitationList } from '../api/get-invitation-list';
import { useInvitationTables } from '../api/get-invitation-tables';
import { useRewardList } from '../api/get-reward-list';
import { CopyField } from '../components/copy-field';
import styles from './referral-page.module.css';

const DAY_S = 86_400;
const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

function Rules() {
  const { t, i18n } = useTranslation('wallet');
  const money = useFormatMoney();
  // The server's list of what counts; a reason this page has no words for yet is left out rather than shown raw.
  const reasonList = (reasons: readonly string[]) =>
    new Intl.ListFormat(toApiLanguage(), { type: 'conjunction' }).format(
      reasons.filter((reason) => i18n.exists(`wallet:referral.consumingReasons.${reason}`)).map((reason) => t(`referral.consumingReasons.${reason}`)),
    );
  const tables = useInvitationTables();
  if (!tables.data) return <Skeleton height={96} />;
  return (
    <Card as="section" title={t('referral.rulesTitle')}>
      <ol className={styles.rules} data-testid="referral-rules">
        <li>{t('referral.rule', { reward: money('TMT', tables.data.rewardPer), consumed: money('TMT', tables.data.consumedPer) })}</li>
        <li>{t('referral.release', { days: formatNumber(Math.round(tables.data.releaseS / DAY_S)) })}</li>
        <li>{t('referral.consumes', { list: reasonList(tables.data.consumingReasons) })}</li>
      </ol>
    </Card>
  );
}

function Totals({ totals }: { totals: ReferralTotals }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const money = useFormatMoney();
  const extract = useExtractReward();
  const onExtract = () =>
    extract.mutate(undefined, {
      onSuccess: ({ extracted }) => {
        if (BigInt(extracted) > 0n) toast.success(t('referral.extractedToast', { amount: money('TMT', extracted) }));
        else toast.info(t('referral.nothingToExtract'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  const figures: [keyof ReferralTotals, string][] = [
    ['released', t('referral.released')],
    ['frozen', t('referral.frozen')],
    ['extracted', t('referral.extracted')],
    ['earned', t('referral.earned')],
  ];
  return (
    <Card as="section" title={t('referral.totalsTitle')} className={styles.card}>
      <DefinitionList
        layout="tiles"
        className={styles.totals}
        data-testid="referral-totals"
        items={figures.map(([key, label]) => ({ id: key, term: label, value: <Money currency="TMT" amount={totals[key]} /> }))}
      />
      <Button type="button" onClick={onExtract} loading={extract.isPending} disabled={extract.isPending || BigInt(totals.released) === 0n}>
        {t('referral.extract')}
      </Button>
    </Card>
  );
}

/** A paged list of the server's, as a table from 640 px and as cards on a phone. */
function PagedList<Item>({
  title,
  testId,
  empty,
  query,
  columns,
  rowKey,
  card,
  footer,
}: {
  title: string;
  testId: string;
  empty: string;
  query: { data?: { list: Item[]; total: number; pageSize: number } | undefined };
  columns: { label: string; numeric?: boolean; cell: (item: Item) => ReactNode }[];
  rowKey: (item: Item) => string;
  card: (item: Item) => ReactNode;
  /** Under the rows: the pager. */
  footer?: ReactNode;
}) {
  const wide = useWideScreen();
  if (!query.data) return <Skeleton height={120} />;
  const { list } = query.data;
  return (
    <Card as="section" title={title} className={styles.card}>
      {list.length === 0 ? (
        <p className={layout.muted}>{empty}</p>
      ) : wide ? (
        <DataTable label={title} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" data-numeric={column.numeric || undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={rowKey(item)}>
                {columns.map((column) => (
                  <td key={column.label} data-numeric={column.numeric || undefined}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <ul className={layout.rowCards} aria-label={title} data-testid={testId}>
          {list.map((item) => (
            <li key={rowKey(item)} className={layout.rowCard}>
              {card(item)}
            </li>
          ))}
        </ul>
      )}
      {footer}
    </Card>
  );
}

function Friends() {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const friends = useInvitationList(page);
  return (
    <PagedList<InvitedFriend>
      title={t('referral.friendsTitle')}
      testId="referral-friends"
      empty={t('referral.noFriends')}
      query={friends}
      rowKey={(friend) => `${friend.email}-${friend.joinedAt}`}
      columns={[
        { label: t('referral.email'), cell: (friend) => friend.email },
        { label: t('referral.joined'), cell: (friend) => <DateTime value={friend.joinedAt} dateOnly /> },
        { label: t('referral.consumed'), numeric: true, cell: (friend) => <Money currency="TMT" amount={friend.consumed} /> },
        { label: t('referral.reward'), numeric: true, cell: (friend) => <Money currency="TMT" amount={friend.reward} /> },
      ]}
      card={(friend) => (
        <>
          <div className={layout.rowCardHead}>
            <span className={layout.rowCardTitle}>{friend.email}</span>
            <span className={layout.rowCardFigure}>
              <Money currency="TMT" amount={friend.reward} />
            </span>
          </div>
          <p className={layout.rowCardMeta}>
            {t('referral.joined')} <DateTime value={friend.joinedAt} dateOnly /> · {t('referral.consumed')} <Money currency="TMT" amount={friend.consumed} />
          </p>
        </>
      )}
      footer={friends.data ? <Pager page={page} pages={pagesOf(friends.data.total, friends.data.pageSize)} onChange={setPage} label={t('referral.friendsPages')} /> : null}
    />
  );
}

function Rewards() {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const rewards = useRewardList(page);
  return (
    <PagedList<ReferralReward>
      title={t('referral.rewardsTitle')}
      testId="referral-rewards"
      empty={t('referral.noRewards')}
      query={rewards}
      rowKey={(reward) => `${reward.createdAt}-${reward.email}-${reward.consumed}`}
      columns={[
        { label: t('referral.date'), cell: (reward) => <DateTime value={reward.createdAt} dateOnly /> },
        { label: t('referral.email'), cell: (reward) => reward.email },
        { label: t('referral.consumed'), numeric: true, cell: (reward) => <Money currency="TMT" amount={reward.consumed} /> },
        { label: t('referral.reward'), numeric: true, cell: (reward) => <Money currency="TMT" amount={reward.reward} /> },
        { label: t('referral.releasedSoFar'), numeric: true, cell: (reward) => <Money currency="TMT" amount={reward.released} /> },
      ]}
      card={(reward) => (
        <>
          <div className={layout.rowCardHead}>
            <span className={layout.rowCardTitle}>{reward.email}</span>
            <span className={layout.rowCardFigure}>
              <Money currency="TMT" amount={reward.reward} />
            </span>
          </div>
          <p className={layout.rowCardMeta}>
            <DateTime value={reward.createdAt} dateOnly /> · {t('referral.consumed')} <Money currency="TMT" amount={reward.consumed} />
          </p>
          <p className={layout.rowCardMeta}>
            {t('referral.releasedSoFar')} <Money currency="TMT" amount={reward.released} />
          </p>
        </>
      )}
      footer={rewards.data ? <Pager page={page} pages={pagesOf(rewards.data.total, rewards.data.pageSize)} onChange={setPage} label={t('referral.rewardsPages')} /> : null}
    />
  );
}

/** /referral: my code and link to share, my rewards with the extract button, how it works, then my friends and what they earned me. */
export default function ReferralPage() {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const info = useInvitationInfo();
  const walletCrumb = useWalletCrumb();
  return (
    <PageFrame title={t('titles.referral')} subtitle={t('referral.subtitle')} breadcrumb={[walletCrumb]} busy={info.isPending} data-testid="referral-page">
      {info.isPending ? (
        <Skeleton height={160} />
      ) : info.error && !info.data ? (
        <EmptyState title={t('referral.loadFailed')} description={errorMessage(t, info.error)} action={<Button onClick={() => void info.refetch()}>{t('common:retry')}</Button>} />
      ) : info.data ? (
        <>
          <div className={styles.top}>
            <Card as="section" title={t('referral.inviteTitle')} className={styles.card}>
              <CopyField label={t('referral.yourCode')} value={info.data.inviteCode} testId="referral-code" />
              <CopyField label={t('referral.yourLink')} value={info.data.link} testId="referral-link" />
              <p className={layout.muted}>
                {t('referral.friendsCount', { count: info.data.friends, number: formatNumber(info.data.friends) })} · {t('referral.friendsConsumed', { amount: money('TMT', info.data.consumed) })}
              </p>
            </Card>
            <Totals totals={info.data.totals} />
          </div>
          <Rules />
          <Friends />
          <Rewards />
        </>
      ) : null}
    </PageFrame>
  );
}
