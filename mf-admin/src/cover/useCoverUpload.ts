// React state for one cover upload at a time: progress for a progress bar, the error to show, cancel.
// The rules and the transport are in cover-storage.ts; this only keeps the form's view of them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CoverError } from './cover-error';
import { uploadCover, type CoverStorageDeps, type UploadedCover } from './cover-storage';

export type CoverUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; cover: UploadedCover }
  | { status: 'error'; error: CoverError };

export interface CoverUpload {
  state: CoverUploadState;
  /** Starts an upload (canceling one in progress). Resolves with the cover, or null when it failed or was canceled (see state). */
  upload(file: Blob): Promise<UploadedCover | null>;
  /** Cancels the upload in progress; state becomes the canceled error. */
  cancel(): void;
  /** Back to idle, e.g. after the admin dismissed an error. */
  reset(): void;
}

export function useCoverUpload(deps?: CoverStorageDeps): CoverUpload {
  const [state, setState] = useState<CoverUploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  // Leaving the form cancels what it started.
  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (file: Blob) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'uploading', progress: 0 });
      try {
        const cover = await uploadCover(file, {
          deps,
          signal: controller.signal,
          onProgress: ({ fraction }) => {
            if (current.current === controller) setState({ status: 'uploading', progress: fraction });
          },
        });
        if (current.current === controller) setState({ status: 'done', cover });
        return cover;
      } catch (error) {
        const failure =
          error instanceof CoverError ? error : new CoverError('storage/unknown', { serverMessage: String(error) });
        if (current.current === controller) setState({ status: 'error', error: failure });
        return null;
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [deps],
  );

  const cancel = useCallback(() => current.current?.abort(), []);
  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, upload, cancel, reset };
}
