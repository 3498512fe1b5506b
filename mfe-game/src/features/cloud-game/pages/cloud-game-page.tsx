import type { ReactNode } from 'react';
import { CloudFrame } from '../components/cloud-frame';
import type { CloudTabId } from '../constants';
import { useCloudApp } from '../lib/use-cloud-app';

export interface CloudGamePageProps {
  /** The page of each tab: src/app/cloud-game-tabs-page.tsx composes the game's features (features never import each other). */
  render: (tab: CloudTabId) => ReactNode;
}

/** /cloud/game: the game as an installable phone app (manifest and service worker while mounted, the tab frame). */
export default function CloudGamePage({ render }: CloudGamePageProps) {
  useCloudApp();
  return <CloudFrame render={render} />;
}
