// The note that the story shown is not from the reader's today. The server's page always carries it, hidden when
// the story is from the day the server rendered for, with a line of script that shows or hides it for the
// browser's own day as the page is parsed: a first visit from a zone whose day has moved on paints the note at
// once, and the story below it does not move when the page then moves to the reader's zone.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notToday } from './home.css';

/**
 * Shows the note just before it unless the story's day in the browser's zone is the browser's today. It compares
 * the dates' local fields, not `Intl` formats: the first `Intl` call of a page loads locale and zone data, about
 * 50 ms of a phone's CPU spent in the middle of the page's parsing.
 */
const showForBrowserDay =
  '(function(n){function d(t){return t.getFullYear()+"-"+t.getMonth()+"-"+t.getDate()}n.hidden=d(new Date(n.dataset.published))===d(new Date())})(document.currentScript.previousElementSibling)';

const noChanges = () => () => {};

/**
 * True while the server renders the page and while the browser hydrates it, false after: the script is part of the
 * server's page only (a script React itself adds would never run).
 */
const useServerMarkup = () =>
  useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );

type NotTodayNoteProps = { publishDate: Date | null; fromToday: boolean };

export function NotTodayNote({ publishDate, fromToday }: NotTodayNoteProps) {
  const { t } = useTranslation();
  const serverMarkup = useServerMarkup();
  // Rendered by the browser alone, a note with nothing to say is left out rather than hidden.
  if (fromToday && !serverMarkup) return null;
  return (
    <>
      <p className={notToday} role="note" hidden={fromToday} data-published={publishDate?.toISOString()}>
        {t('home.not_today_note')}
      </p>
      {serverMarkup && publishDate ? <script dangerouslySetInnerHTML={{ __html: showForBrowserDay }} /> : null}
    </>
  );
}
