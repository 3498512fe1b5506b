// /cloud/game: the TopManager pages inside the cloud game's phone frame. The route loads this file; it composes the
// features (features never import each other).
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton, useIsLoggedIn } from '@fc/shared';
import CloudGamePage from '../features/cloud-game/pages/cloud-game-page';
import type { CloudTabId } from '../features/cloud-game/constants';
import PvePage from '../features/pve/pages/pve-page';
import PvpPage from '../features/pvp/pages/pvp-page';
import RankingPage from '../features/ranking/pages/ranking-page';
import RewardsPage from '../features/rewards/pages/rewards-page';
import { useGroups } from '../lib/api/get-groups';
import EditGroupPage from '../features/top-manager/pages/edit-group-page';
import TopManagerPage from '../features/top-manager/pages/top-manager-page';

/**
 * The lineup editor on the manager's active lineup (a new one when there is none; a guest sees the editor's sign-in
 * prompt). The editor reads its group from the route's `:groupId`, which /cloud/game does not have: it gets one from a
 * route matched against a location of its own.
 */
function LineupTab() {
  const loggedIn = useIsLoggedIn();
  const groups = useGroups(loggedIn);
  if (loggedIn && groups.isPending) return <Skeleton height={320} />;
  const list = groups.data?.groups ?? [];
  const groupId = (list.find((group) => group.active) ?? list[0])?.groupId;
  return (
    <Routes location={groupId ? `/cloud/game/lineup/${groupId}` : '/cloud/game/lineup'}>
      <Route path="lineup/:groupId?" element={<EditGroupPage />} />
    </Routes>
  );
}

const PAGES: Record<CloudTabId, () => ReactNode> = {
  home: () => <TopManagerPage />,
  lineup: () => <LineupTab />,
  pvp: () => <PvpPage />,
  pve: () => <PvePage />,
  ranking: () => <RankingPage />,
  rewards: () => <RewardsPage />,
};

export default function CloudGame() {
  return <CloudGamePage render={(tab) => PAGES[tab]()} />;
}
