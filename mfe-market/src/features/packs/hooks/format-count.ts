import { toApiLanguage } from '@fc/shared';

/** A whole number grouped for the page's language (supply, packs left). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(toApiLanguage()).format(value);
}
