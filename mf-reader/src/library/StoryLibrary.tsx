// What a signed-in reader's story page adds, in a chunk of its own that only a session loads: the favourite
// button, the reading recorded in their history, and the readings this device kept while they were signed out
// moved into their account first (so the history is in step from the first story they open signed in).
import { useEffect } from 'react';
import { FavouriteButton } from './FavouriteButton';
import { mergeDeviceHistory, recordReading } from './reading-history.data';

type Props = { storyId: string };

export default function StoryLibrary({ storyId }: Props) {
  useEffect(() => {
    // A history that could not be written now is not worth an error on the story: the next story tries again.
    void mergeDeviceHistory()
      .catch(() => 0)
      .then(() => recordReading(storyId))
      .catch(() => undefined);
  }, [storyId]);
  return <FavouriteButton storyId={storyId} />;
}
