import { CLOUD_TABS, type CloudTabId } from '../constants';

/** The tab `?tab=` names, or the first when it names none or no known tab. */
export function tabFromQuery(value: string | null): CloudTabId {
  return CLOUD_TABS.find((tab) => tab === value) ?? CLOUD_TABS[0];
}
