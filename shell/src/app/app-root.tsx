import { Outlet } from 'react-router-dom';
import { ScrollManager } from './scroll/scroll-manager';
import { RegistryNotice } from './registry-notice';
import { TrackRouteViews } from '../vitals/track-route-views';

/** Above every layout: scroll policy, the cached-registry notice and the page views vitals are reported by. */
export function AppRoot() {
  return (
    <>
      <ScrollManager />
      <TrackRouteViews />
      <Outlet />
      <RegistryNotice />
    </>
  );
}
