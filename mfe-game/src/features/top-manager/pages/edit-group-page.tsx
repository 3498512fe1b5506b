import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink, errorMessage, isApiError, PageFrame, paths, Skeleton, useIsLoggedIn } from '@fc/shared';
import { EmptyState } from '@fc/shared/ui';
import { DEFAULT_FORMATION, DEFAULT_TACTICS, STARTERS } from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useGroup } from '../api/get-group';
import { useSquad } from '../../../lib/api/get-squad';
import { LineupEditor, type EditorDraft } from '../components/lineup-editor';

const NEW_GROUP = 'new';
const GROUP_ID = /^[1-9][0-9]{0,18}$/;

function Editor({ groupId }: { groupId: string }) {
  const { t } = useTranslation('game');
  const creating = groupId === NEW_GROUP;
  const valid = creating || GROUP_ID.test(groupId);
  const squad = useSquad();
  const group = useGroup(groupId, valid && !creating);
  if (!valid || isApiError(group.error, 'NOT_FOUND', 'INVALID_PARAMS')) {
    return (
      <EmptyState
        title={t('lineup.notFound')}
        action={<ButtonLink to={paths.editGroup(NEW_GROUP)}>{t('home.lineups.new')}</ButtonLink>}
      />
    );
  }
  const failed = squad.error ?? (creating ? null : group.error);
  if (failed) {
    return (
      <EmptyState
        title={t('lineup.loadFailed')}
        description={errorMessage(t, failed)}
        action={
          <Button onClick={() => void Promise.all([squad.refetch(), creating ? null : group.refetch()])}>{t('common:retry')}</Button>
        }
      />
    );
  }
  if (squad.isPending || (!creating && group.isPending) || !squad.data) {
    return <Skeleton height={480} aria-label={t('common:loading')} />;
  }
  const saved = creating ? null : group.data?.group;
  const initial: EditorDraft = saved
    ? { name: saved.name, formation: saved.formation, tactics: saved.tactics, starters: [...saved.starters], substitutes: [...saved.substitutes], active: saved.active }
    : {
        name: t('lineup.defaultName'),
        formation: DEFAULT_FORMATION,
        tactics: DEFAULT_TACTICS,
        starters: Array.from({ length: STARTERS }, () => null),
        substitutes: [],
        active: false,
      };
  const clock = { now: squad.data.now, answeredAt: squad.dataUpdatedAt };
  return (
    <LineupEditor
      key={groupId}
      groupId={creating ? null : groupId}
      initial={initial}
      squad={squad.data.cards}
      clock={clock}
      cannotPlay={(saved?.issues.length ?? 0) > 0}
    />
  );
}

export default function EditGroupPage() {
  const { t } = useTranslation('game');
  const { groupId = NEW_GROUP } = useParams();
  const loggedIn = useIsLoggedIn();
  return (
    <PageFrame
      title={t('titles.editGroup')}
      subtitle={groupId === NEW_GROUP ? t('lineup.newSubtitle') : undefined}
      breadcrumb={[{ label: t('titles.topManager'), to: paths.gameHome() }]}
    >
      {loggedIn ? <Editor groupId={groupId} /> : <GuestPrompt title={t('lineup.guestTitle')} />}
    </PageFrame>
  );
}
