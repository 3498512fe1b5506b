export { DEFAULT_PAGE_SIZE, MessageKind } from './constants';
export { countUnread } from './repository';
export { deliverMessage } from './service';
export { unreadCountOf } from './repository';
export { unreadChangeMarks } from './service';
