import { useLiveListings } from '../api/use-live-listings';

/** Follows the user's `listing` events; rendered only for a signed-in user. */
export function LiveListings() {
  useLiveListings();
  return null;
}
