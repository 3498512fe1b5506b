import { ApiPaths, callApi, type ConnectorConfigRequest, type ConnectorConfigResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { connectorKeys } from './keys';

export function getConnectorConfig(signal?: AbortSignal): Promise<ConnectorConfigResponse> {
  return callApi<ConnectorConfigResponse, ConnectorConfigRequest>(ApiPaths.walletConnectorConfig, {}, { signal });
}

export function useConnectorConfig() {
  return useQuery({ queryKey: connectorKeys.config(), queryFn: ({ signal }) => getConnectorConfig(signal), staleTime: Infinity });
}
