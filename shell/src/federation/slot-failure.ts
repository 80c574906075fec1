// What follows a slot's failure, loaded only once one fails: a chunk that no longer exists (a release removed since
// the page opened) reloads the page once; any other failure is counted against the release the page runs.
import { reloadOnceForChunkError } from './chunk-reload';
import { reportRemoteFailure } from './failure-report';

export function afterSlotFailure(error: Error, manifestUrl: string | undefined): void {
  if (reloadOnceForChunkError(error)) return;
  if (manifestUrl) reportRemoteFailure(manifestUrl);
}
