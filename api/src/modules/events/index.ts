export { LIVE_EVENT_RETENTION_MS } from './constants';
export { deleteEventsBefore, deleteExpiredTickets, publishLiveEvent } from './repository';
export { registerResyncPart } from './service';
