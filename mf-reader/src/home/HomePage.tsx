// Home (SPEC §2): heading, the story of the day with its date, a note when it is not today's, ads above and below.
import { useTranslation } from 'react-i18next';
import type { ExposedComponent } from '@tales/shared/federation';
import { AdSlot, PageHeading } from '@tales/shared/ui';
import { useOnline } from '../offline/use-online';
import { useStoryOfTheDay } from './HomePage.data';
import { HomeStory } from './HomeStory';
import { page as pageClass } from '../layout/page.css';

function HomePage() {
  const { t } = useTranslation();
  const { data: story, error, isLoading, isValidating, mutate } = useStoryOfTheDay();
  const online = useOnline();

  return (
    <div className={pageClass}>
      <PageHeading>{t('home.title')}</PageHeading>
      <AdSlot slot="homeTop" />
      <HomeStory
        story={story}
        error={error}
        isLoading={isLoading && story === undefined}
        isRetrying={isValidating}
        isOffline={!online}
        onRetry={() => void mutate()}
      />
      <AdSlot slot="homeBottom" />
    </div>
  );
}

export default HomePage satisfies ExposedComponent<'reader', './HomePage'>;
