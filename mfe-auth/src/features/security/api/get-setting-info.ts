import { ApiPaths, callApi, type SettingInfo, type SettingInfoRequest } from '@fc/shared';
import { useQuery } from '../../../lib/use-query';

export function getSettingInfo(signal?: AbortSignal): Promise<SettingInfo> {
  return callApi<SettingInfo, SettingInfoRequest>(ApiPaths.settingInfo, {}, { signal });
}

export function useSettingInfo() {
  return useQuery('setting-info', getSettingInfo);
}
