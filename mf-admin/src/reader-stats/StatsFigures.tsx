// The page's figures for one window: each a chart for the eye and a table for screen readers, in the page's
// language; a figure with nothing in its window says so in words.
import { useTranslation } from 'react-i18next';
import type { Language } from '@tales/shared/i18n';
import { ColumnChart, DayLineChart, RowChart } from './charts';
import type { Formats } from './format';
import { pageKindName } from './page-kind';
import type { ReaderStats, TopStory } from './ReaderStatsPage.data';
import { grid, note, wide } from './reader-stats.css';
import { StatsFigure, type Column } from './StatsFigure';

type Props = { stats: ReaderStats; lng: Language; formats: Formats; busy: boolean };

/** A story's title in the page's language, else in English, else in any language it has. */
function storyTitle(story: TopStory, lng: Language): string | undefined {
  const titles = story.titles;
  return titles[lng] || titles.en || Object.values(titles).find(Boolean) || undefined;
}

export function StatsFigures({ stats, lng, formats, busy }: Props) {
  const { t } = useTranslation();
  const views = t('reader_stats.col_views');
  const languageName = (code: string) => formats.languageName(code) ?? (code || t('reader_stats.unknown_language'));
  const totalViews = stats.perDay.reduce((sum, entry) => sum + entry.views, 0);
  const emptyViews = t('reader_stats.empty_views', { days: stats.days });

  const topColumns: Column<TopStory>[] = [
    { header: t('reader_stats.col_story'), cell: (story) => storyTitle(story, lng) ?? t('story_list.untitled') },
    { header: views, cell: (story) => formats.count(story.views), numeric: true },
  ];
  const currencies = [...new Set(stats.donationsPerMonth.map((entry) => entry.currency))];
  const months = [...new Set(stats.donationsPerMonth.map((entry) => entry.month))].map((month) => ({
    label: formats.shortMonth(month),
    ...Object.fromEntries(
      stats.donationsPerMonth.filter((entry) => entry.month === month).map((entry) => [entry.currency, entry.amount]),
    ),
  }));

  return (
    <div className={grid} aria-busy={busy}>
      <StatsFigure
        className={wide}
        title={t('reader_stats.per_day', { days: stats.days })}
        rows={totalViews ? stats.perDay : []}
        rowKey={(entry) => entry.day}
        columns={[
          { header: t('reader_stats.col_day'), cell: (entry) => formats.longDay(entry.day) },
          { header: views, cell: (entry) => formats.count(entry.views), numeric: true },
        ]}
        emptyText={emptyViews}
        chart={
          <DayLineChart
            data={stats.perDay.map((entry) => ({ label: formats.shortDay(entry.day), views: entry.views }))}
            labelKey="label"
            series={[{ key: 'views', name: views }]}
            formatValue={formats.count}
          />
        }
        note={
          totalViews ? (
            <p className={note}>{t('reader_stats.total_views', { total: formats.count(totalViews) })}</p>
          ) : null
        }
      />
      <StatsFigure
        title={t('reader_stats.per_language')}
        rows={stats.perLanguage}
        rowKey={(entry) => entry.language}
        columns={[
          { header: t('reader_stats.col_language'), cell: (entry) => languageName(entry.language) },
          { header: views, cell: (entry) => formats.count(entry.views), numeric: true },
        ]}
        emptyText={emptyViews}
        chart={
          <RowChart
            data={stats.perLanguage.map((entry) => ({ label: languageName(entry.language), views: entry.views }))}
            labelKey="label"
            series={[{ key: 'views', name: views }]}
            formatValue={formats.count}
          />
        }
      />
      <StatsFigure
        title={t('reader_stats.per_page')}
        rows={stats.perPage}
        rowKey={(entry) => entry.page}
        columns={[
          { header: t('reader_stats.col_page'), cell: (entry) => pageKindName(t, entry.page) },
          { header: views, cell: (entry) => formats.count(entry.views), numeric: true },
        ]}
        emptyText={emptyViews}
        chart={
          <RowChart
            data={stats.perPage.map((entry) => ({ label: pageKindName(t, entry.page), views: entry.views }))}
            labelKey="label"
            series={[{ key: 'views', name: views }]}
            formatValue={formats.count}
          />
        }
      />
      <StatsFigure
        title={t('reader_stats.top_week')}
        rows={stats.topWeek}
        rowKey={(story) => story.id}
        columns={topColumns}
        emptyText={t('reader_stats.empty_week')}
      />
      <StatsFigure
        title={t('reader_stats.top_month')}
        rows={stats.topMonth}
        rowKey={(story) => story.id}
        columns={topColumns}
        emptyText={t('reader_stats.empty_month')}
      />
      <StatsFigure
        title={t('reader_stats.donations')}
        rows={stats.donationsPerMonth}
        rowKey={(entry) => `${entry.month} ${entry.currency}`}
        columns={[
          { header: t('reader_stats.col_month'), cell: (entry) => formats.longMonth(entry.month) },
          {
            header: t('reader_stats.col_amount'),
            cell: (entry) => formats.money(entry.amount, entry.currency),
            numeric: true,
          },
          { header: t('reader_stats.col_gifts'), cell: (entry) => formats.count(entry.count), numeric: true },
        ]}
        emptyText={t('reader_stats.empty_donations')}
        chart={
          <ColumnChart
            data={months}
            labelKey="label"
            series={currencies.map((currency) => ({ key: currency, name: currency }))}
            formatValue={formats.count}
          />
        }
      />
      <StatsFigure
        title={t('reader_stats.subscribers')}
        rows={stats.subscribers.perLanguage}
        rowKey={(entry) => entry.language}
        columns={[
          { header: t('reader_stats.col_language'), cell: (entry) => languageName(entry.language) },
          { header: t('reader_stats.col_subscribers'), cell: (entry) => formats.count(entry.count), numeric: true },
        ]}
        emptyText={t('reader_stats.empty_subscribers')}
        chart={
          <RowChart
            data={stats.subscribers.perLanguage.map((entry) => ({
              label: languageName(entry.language),
              count: entry.count,
            }))}
            labelKey="label"
            series={[{ key: 'count', name: t('reader_stats.col_subscribers') }]}
            formatValue={formats.count}
          />
        }
        note={
          <p className={note}>
            {t('reader_stats.subscribers_note', {
              pending: formats.count(stats.subscribers.pending),
              stopped: formats.count(stats.subscribers.stopped),
            })}
          </p>
        }
      />
    </div>
  );
}
