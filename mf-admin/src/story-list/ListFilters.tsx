// The list's search (by title, in any language; applied on Enter or the Search button) and its filters (scheduled
// only, missing translations, no cover, a genre; applied at once).
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'react-aria-components/Checkbox';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Input, Label, SearchField } from 'react-aria-components/SearchField';
import { ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components/Select';
import { genres } from '@tales/shared/supabase';
import { Button, popoverSurfaceClassName } from '@tales/shared/ui';
import { CheckBox, checkboxClassName } from '../ui/CheckBox';
import { SEARCH_MAX_LENGTH, type ListQuery } from './list-query';
import {
  checks,
  clear,
  field,
  filters,
  input,
  label,
  listBox,
  option,
  popover,
  searchBox,
  searchForm,
  select,
  selectButton,
} from './story-list.css';

type Props = { query: ListQuery; onChange: (next: Partial<ListQuery>) => void };

const ALL = 'all';

function FilterCheckbox({
  isSelected,
  onChange,
  children,
}: {
  isSelected: boolean;
  onChange: (value: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox className={checkboxClassName} isSelected={isSelected} onChange={onChange}>
      {({ isSelected: checked }) => (
        <>
          <CheckBox checked={checked} />
          <span>{children}</span>
        </>
      )}
    </Checkbox>
  );
}

export function ListFilters({ query, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.search);
  // Another search in the address (Back, a link) replaces what was typed.
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setText(query.search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() });
  };
  return (
    <div className={filters}>
      <form role="search" className={searchForm} onSubmit={submit}>
        <SearchField
          className={field}
          value={text}
          onChange={setText}
          onClear={() => onChange({ search: '' })}
          maxLength={SEARCH_MAX_LENGTH}
        >
          <Label className={label}>{t('story_list.search')}</Label>
          <div className={searchBox}>
            <Input className={input} />
            {text ? (
              <AriaButton className={clear} aria-label={t('story_list.clear_search')}>
                ×
              </AriaButton>
            ) : null}
          </div>
        </SearchField>
        <Button type="submit" variant="secondary">
          {t('story_list.search_button')}
        </Button>
      </form>
      <Select
        className={select}
        value={query.genre ?? ALL}
        onChange={(key) =>
          onChange({ genre: key === ALL || key === null ? null : (String(key) as ListQuery['genre']) })
        }
      >
        <Label className={label}>{t('story_list.genre')}</Label>
        <AriaButton className={selectButton}>
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </AriaButton>
        <Popover className={`${popoverSurfaceClassName} ${popover}`}>
          <ListBox className={listBox}>
            <ListBoxItem id={ALL} className={option}>
              {t('story_list.all_genres')}
            </ListBoxItem>
            {genres.map((genre) => (
              <ListBoxItem key={genre} id={genre} className={option}>
                {t(`tags.${genre}`, { defaultValue: genre })}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <div className={checks} role="group" aria-label={t('story_list.filters')}>
        <FilterCheckbox isSelected={query.scheduledOnly} onChange={(value) => onChange({ scheduledOnly: value })}>
          {t('story_list.scheduled_only')}
        </FilterCheckbox>
        <FilterCheckbox isSelected={query.missingOnly} onChange={(value) => onChange({ missingOnly: value })}>
          {t('story_list.missing_only')}
        </FilterCheckbox>
        <FilterCheckbox isSelected={query.noCover} onChange={(value) => onChange({ noCover: value })}>
          {t('story_list.no_cover')}
        </FilterCheckbox>
      </div>
    </div>
  );
}
