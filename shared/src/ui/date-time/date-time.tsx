import { formatDate, formatDateTime, toApiLanguage, toMillis } from '@fc/shared';

export interface DateTimeProps {
  /** Unix seconds, or milliseconds above 1e13 (SPEC §4). */
  value: number;
  /** The day only, without the time. */
  dateOnly?: boolean;
  className?: string;
}

/** A moment in the one date format of the page's language, as a `<time>` machines can read. */
export function DateTime({ value, dateOnly = false, className }: DateTimeProps) {
  const locale = toApiLanguage();
  return (
    <time dateTime={new Date(toMillis(value)).toISOString()} className={className}>
      {dateOnly ? formatDate(value, locale) : formatDateTime(value, locale)}
    </time>
  );
}
