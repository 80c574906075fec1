// The favourite toggle beside a signed-in reader's story: pressed while the story is one of their favourites. The
// pressed state moves at once; a change the database refuses or a failed connection puts it back and says so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { buttonLook, Icon } from '@tales/shared/ui';
import { useFavourite } from './favourite.data';
import { favourite as favouriteClass, favouriteError as errorClass, heart as heartClass } from './library.css';

export function FavouriteButton({ storyId }: { storyId: string }) {
  const { t } = useTranslation();
  const { isFavourite, loadError, change } = useFavourite(storyId);
  const [failed, setFailed] = useState<'add' | 'remove' | null>(null);

  return (
    <span className={favouriteClass}>
      <ToggleButton
        {...buttonLook({ variant: 'secondary', size: 'sm' })}
        isSelected={isFavourite ?? false}
        // Until the first answer the state is unknown: a press then could only guess.
        isDisabled={isFavourite === undefined}
        onChange={(on) => {
          setFailed(null);
          change(on).catch(() => setFailed(on ? 'add' : 'remove'));
        }}
      >
        <Icon className={heartClass}>
          <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 5 6.6 5c2 0 3.6 1.1 5.4 3 1.8-1.9 3.4-3 5.4-3 3.4 0 5.6 3.3 4.1 6.8C19.5 16.4 12 21 12 21z" />
        </Icon>
        {/* One name in both states: the pressed state says whether the story is a favourite. */}
        {t('library.favourite')}
      </ToggleButton>
      {failed || loadError ? (
        <p className={errorClass} role="alert">
          {failed === 'remove'
            ? t('library.favourite_remove_failed')
            : failed === 'add'
              ? t('library.favourite_add_failed')
              : t('library.favourite_load_failed')}
        </p>
      ) : null}
    </span>
  );
}
