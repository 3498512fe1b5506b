import { ApiPaths, callApi, type SettingInfo, type SettingInfoRequest } from '@fc/shared';
import { useQuery } from '@fc/shared/query';

export const settingInfoQueryKey = ['account', 'setting-info'] as const;

export function getSettingInfo(signal?: AbortSignal): Promise<SettingInfo> {
  return callApi<SettingInfo, SettingInfoRequest>(ApiPaths.settingInfo, {}, { signal });
}

export function useSettingInfo() {
  return useQuery({ queryKey: settingInfoQueryKey, queryFn: ({ signal }) => getSettingInfo(signal) });
}
