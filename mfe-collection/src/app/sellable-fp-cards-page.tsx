// The route's page, with selling composed in (sell-pages.tsx).
export { SellableFpCardsPage as default } from './sell-pages';
