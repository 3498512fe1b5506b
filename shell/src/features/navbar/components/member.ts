// What the navbar shows a signed-in user only: one chunk that a guest's first load does not fetch (navbar.tsx).
// The balances query lives here too, so that a guest's page loads no server-state code (react-query), and the live
// stream (@fc/shared/live), which keeps the badge and the balances current.
export { MemberBalanceChips } from './balances';
export { LiveUpdates } from './live-updates';
export { MessageBoxLink } from './message-box-link';
export { MoreMenu } from './more-menu';
export { ProfileMenu } from './profile-menu';
