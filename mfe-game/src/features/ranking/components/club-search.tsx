import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@fc/shared/ui';
import { CLUB_SEARCH_MAX_LENGTH } from '@fc/shared/contracts/game';
import { SEARCH_DEBOUNCE_MS } from '../constants';

/** The club search: what is typed reaches the query string once typing pauses. */
export function ClubSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('game');
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back and forward change the search in the URL under the field.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    if (initial !== text.trim()) setText(initial);
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== initial) onSearch(value.trim());
    }, SEARCH_DEBOUNCE_MS);
  };
  return (
    <TextField
      type="search"
      label={t('ranking.search.label')}
      placeholder={t('ranking.search.placeholder')}
      maxLength={CLUB_SEARCH_MAX_LENGTH}
      value={text}
      onChange={onChange}
    />
  );
}
