import { act, renderHook } from '@testing-library/react';
import type { CoverStorageDeps } from './cover-storage';
import { ScriptedXhr } from './scripted-xhr';
import { useCoverUpload } from './useCoverUpload';

const SUPABASE = 'http://127.0.0.1:54321';
const deps: CoverStorageDeps = {
  supabaseUrl: SUPABASE,
  anonKey: 'anon-key',
  getAccessToken: async () => 'admin-token',
  createXhr: () => new ScriptedXhr() as unknown as XMLHttpRequest,
  random: () => 0,
  newId: () => 'id-1',
};
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'c.png', { type: 'image/png' });

async function sent(n: number): Promise<ScriptedXhr> {
  for (let i = 0; i < 50 && ScriptedXhr.sent.length < n; i++) await act(() => Promise.resolve());
  return ScriptedXhr.sent[n - 1];
}

beforeEach(() => {
  ScriptedXhr.sent = [];
});

it('goes idle → uploading with progress → done with the public URL', async () => {
  const { result } = renderHook(() => useCoverUpload(deps));
  expect(result.current.state).toEqual({ status: 'idle' });
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = result.current.upload(png());
  });
  const xhr = await sent(1);
  act(() => xhr.progress(3, 9));
  expect(result.current.state).toEqual({ status: 'uploading', progress: 1 / 3 });
  await act(async () => {
    xhr.respond(200, { Key: 'story-images/stories/id-1.png', Id: 'x' });
    await pending;
  });
  expect(result.current.state).toEqual({
    status: 'done',
    cover: {
      path: 'stories/id-1.png',
      publicUrl: `${SUPABASE}/storage/v1/object/public/story-images/stories/id-1.png`,
    },
  });
});

it('shows the validation message for a wrong file without sending it', async () => {
  const { result } = renderHook(() => useCoverUpload(deps));
  let cover: unknown;
  await act(async () => {
    cover = await result.current.upload(new File(['x'], 'a.gif', { type: 'image/gif' }));
  });
  expect(cover).toBeNull();
  expect(result.current.state).toMatchObject({
    status: 'error',
    error: { code: 'storage/invalid-type', message: 'La imagen debe ser PNG, JPEG o WebP.' },
  });
  expect(ScriptedXhr.sent).toHaveLength(0);
});

it('cancel ends in SPEC’s canceled message; reset goes back to idle', async () => {
  const { result } = renderHook(() => useCoverUpload(deps));
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = result.current.upload(png());
  });
  const xhr = await sent(1);
  await act(async () => {
    result.current.cancel();
    await pending;
  });
  expect(xhr.aborted).toBe(true);
  expect(result.current.state).toMatchObject({
    status: 'error',
    error: { code: 'storage/canceled', message: 'User canceled the upload/download.' },
  });
  act(() => result.current.reset());
  expect(result.current.state).toEqual({ status: 'idle' });
});

it('unmounting cancels the upload in flight', async () => {
  const { result, unmount } = renderHook(() => useCoverUpload(deps));
  act(() => {
    void result.current.upload(png());
  });
  const xhr = await sent(1);
  unmount();
  expect(xhr.aborted).toBe(true);
});
