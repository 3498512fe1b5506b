// The route's page, with selling composed in (sell-pages.tsx).
export { SellableFpCardPage as default } from './sell-pages';
