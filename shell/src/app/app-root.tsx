import { Outlet } from 'react-router-dom';
import { ScrollManager } from './scroll/scroll-manager';
import { RegistryNotice } from './registry-notice';

/** Above every layout: scroll policy and the cached-registry notice. */
export function AppRoot() {
  return (
    <>
      <ScrollManager />
      <Outlet />
      <RegistryNotice />
    </>
  );
}
