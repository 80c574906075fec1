// The note that the story shown is not from the reader's today. The server's page always carries it, hidden when
// the story is from the day the server rendered for, with a line of script that shows or hides it for the
// browser's own day as the page is parsed: a first visit from a zone whose day has moved on paints the note at
// once, and the story below it does not move when the page then moves to the reader's zone. The script comes after
// the story, not beside the note: the parser yields after each script, so a script above the story would paint
// the page's top alone first and the story a frame later.
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notToday } from './home.css';

/**
 * Shows the note (by its id) unless the story's day in the browser's zone is the browser's today. It compares
 * the dates' local fields, not `Intl` formats: the first `Intl` call of a page loads locale and zone data, about
 * 50 ms of a phone's CPU spent in the middle of the page's parsing.
 */
const showForBrowserDay = (id: string) =>
  `(function(n){function d(t){return t.getFullYear()+"-"+t.getMonth()+"-"+t.getDate()}n.hidden=d(new Date(n.dataset.published))===d(new Date())})(document.getElementById(${JSON.stringify(id)}))`;

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

type NotTodayNoteProps = {
  publishDate: Date | null;
  fromToday: boolean;
  /** The story the note is about: the script follows it. */
  children: ReactNode;
};

export function NotTodayNote({ publishDate, fromToday, children }: NotTodayNoteProps) {
  const { t } = useTranslation();
  const id = useId();
  const serverMarkup = useServerMarkup();
  // Rendered by the browser alone, a note with nothing to say is left out rather than hidden.
  const note =
    fromToday && !serverMarkup ? null : (
      <p id={id} className={notToday} role="note" hidden={fromToday} data-published={publishDate?.toISOString()}>
        {t('home.not_today_note')}
      </p>
    );
  return (
    <>
      {note}
      {children}
      {serverMarkup && publishDate ? <script dangerouslySetInnerHTML={{ __html: showForBrowserDay(id) }} /> : null}
    </>
  );
}
