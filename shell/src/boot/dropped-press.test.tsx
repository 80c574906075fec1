// A press on a remote's part of the server's page after React has taken the page but before that part's code has
// arrived: React cannot hydrate the part to answer it and drops the press, so the app makes it again once the part
// has hydrated, once.
import { lazy, type ComponentType } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepPressesReactDrops } from './early-press';
import { HydrationMark } from './hydration';
import { TestSlot } from './test-slot';

function Page({ Content, onShellPress }: { Content: ComponentType; onShellPress: () => void }) {
  return (
    <HydrationMark>
      <button type="button" onClick={onShellPress}>
        Menu
      </button>
      <TestSlot Content={Content} />
    </HydrationMark>
  );
}

const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name) as HTMLButtonElement;

beforeAll(() => Object.defineProperty(performance, 'mark', { configurable: true, value: jest.fn() }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it("makes a press React dropped on a remote's part again once the part has hydrated, and shell presses once", async () => {
  const onRemotePress = jest.fn();
  const onShellPress = jest.fn();
  const Remote = () => (
    <button type="button" onClick={onRemotePress}>
      Bank transfer
    </button>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Content={Remote} onShellPress={() => undefined} />);
  document.body.appendChild(container);

  let arrive!: (module: { default: ComponentType }) => void;
  const Content = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  await act(async () => {
    root = hydrateRoot(container, <Page Content={Content} onShellPress={onShellPress} />);
  });
  keepPressesReactDrops(container);

  // The shell has hydrated and answers; the remote's code is still on the way.
  act(() => buttonNamed('Menu').click());
  expect(onShellPress).toHaveBeenCalledTimes(1);
  act(() => buttonNamed('Bank transfer').click());
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  expect(onRemotePress).not.toHaveBeenCalled();

  await act(async () => arrive({ default: Remote }));
  expect(onRemotePress).toHaveBeenCalledTimes(1);
  expect(onShellPress).toHaveBeenCalledTimes(1);

  // From here on React answers every press itself.
  act(() => buttonNamed('Bank transfer').click());
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  expect(onRemotePress).toHaveBeenCalledTimes(2);
});
