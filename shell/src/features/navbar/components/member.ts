// What the navbar shows a signed-in user only: one chunk that a guest's first load does not fetch (navbar.tsx).
// The balances query lives here too, so that a guest's page loads no server-state code (react-query).
export { MemberBalanceChips } from './balances';
export { MessageBoxLink } from './message-box-link';
export { MoreMenu } from './more-menu';
export { ProfileMenu } from './profile-menu';
