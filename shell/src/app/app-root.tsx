import { use } from 'react';
import { Outlet } from 'react-router-dom';
import { NavigationProgress } from '../components/navigation-progress';
import { NavigationWaiting } from './navigation-waiting';
import { ScrollManager } from './scroll/scroll-manager';
import { RegistryNotice } from './registry-notice';
import { TrackRouteViews } from '../vitals/track-route-views';

/**
 * Above every layout: scroll policy, the cached-registry notice, the page views vitals are reported by, and the bar
 * saying a navigation is on its way (in the tree the server renders too, so hydration finds the same shape).
 */
export function AppRoot() {
  const waiting = use(NavigationWaiting);
  return (
    <>
      <ScrollManager />
      <TrackRouteViews />
      <Outlet />
      <RegistryNotice />
      {waiting && <NavigationProgress />}
    </>
  );
}
