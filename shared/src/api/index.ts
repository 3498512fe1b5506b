export { ApiError, isApiError } from './api-error';
export { apiClient, callApi, isAbortError, type CallOptions } from './api-client';
export { setNavigator, type Navigator } from './navigation';
