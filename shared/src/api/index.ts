export { ApiError, isApiError } from './api-error';
export { callApi, isAbortError, prepareApiClient, type CallOptions } from './api-client';
export { setNavigator, type Navigator } from './navigation';
