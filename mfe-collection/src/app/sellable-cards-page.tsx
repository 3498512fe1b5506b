// The route's page, with selling composed in (sell-pages.tsx).
export { SellableCardsPage as default } from './sell-pages';
