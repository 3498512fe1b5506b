export { ApiError, isApiError } from './api-error';
export { callApi, isAbortError, type CallOptions } from './api-client';
export { setNavigator, type Navigator } from './navigation';
