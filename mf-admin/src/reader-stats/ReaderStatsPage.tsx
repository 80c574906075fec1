// The admin's charts of what readers read: page views per day, language and page over 30 or 90 days, the most
// read stories of the week and the month, donations per month and the newsletter's subscribers per language.
// Each chart is a figure with a table of its numbers for screen readers. Reached only through the shell's admin
// guard; the database answers admins only, and the page says so to anyone else.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ExposedComponent } from '@tales/shared/federation';
import { fallbackLanguage, toLanguage, useReaderTimeZone } from '@tales/shared/i18n';
import { Button, FullPageLoading, PageHeading } from '@tales/shared/ui';
import { AdminNav } from '../overview/AdminNav';
import { banner, page } from '../overview/overview.css';
import { formatsFor } from './format';
import { ReaderStatsError } from './reader-stats-error';
import { useReaderStats, windowFrom, type StatsWindow } from './ReaderStatsPage.data';
import { StatsFigures } from './StatsFigures';
import { WindowSwitch } from './WindowSwitch';

function ReaderStatsPage() {
  const { t, i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  const zone = useReaderTimeZone();
  const [params, setParams] = useSearchParams();
  const days = windowFrom(params);
  const { data, error, isValidating, mutate } = useReaderStats(days);
  const choose = (next: StatsWindow) => setParams(next === 30 ? {} : { days: String(next) });

  let body;
  if (error && !data) {
    const forbidden = error instanceof ReaderStatsError && error.code === 'forbidden';
    body = (
      <div className={banner} role="alert">
        <span>{t(forbidden ? 'reader_stats.forbidden' : 'reader_stats.error')}</span>
        {forbidden ? null : (
          <Button variant="primary" onPress={() => void mutate()}>
            {t('story_list.retry')}
          </Button>
        )}
      </div>
    );
  } else if (!data) {
    body = <FullPageLoading label={t('reader_stats.loading')} />;
  } else {
    body = <StatsFigures stats={data} lng={lng} formats={formatsFor(lng)} busy={isValidating && data.days !== days} />;
  }

  return (
    <div className={page}>
      <PageHeading description={t('reader_stats.intro', { days, zone })}>{t('reader_stats.title')}</PageHeading>
      <AdminNav current="readerStats" />
      <WindowSwitch days={days} onChange={choose} />
      {body}
    </div>
  );
}

export default ReaderStatsPage satisfies ExposedComponent<'admin', './ReaderStatsPage'>;
