import { ApiPaths, callApi, type BuyTmtConfigRequest, type BuyTmtConfigResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { fundsKeys } from './query-keys';

export function getBuyTmtConfig(signal?: AbortSignal): Promise<BuyTmtConfigResponse> {
  return callApi<BuyTmtConfigResponse, BuyTmtConfigRequest>(ApiPaths.buyTmtConfig, {}, { signal });
}

/** The operator's TMT rate, the limits and what is left of today's (/payTmt/sdkConfig). */
export function useBuyTmtConfig() {
  return useQuery({ queryKey: fundsKeys.buyTmtConfig(), queryFn: ({ signal }) => getBuyTmtConfig(signal) });
}
