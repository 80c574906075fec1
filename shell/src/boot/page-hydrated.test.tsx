import { lazy, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { pageHandoff } from '@tales/shared/boot';
import { stopKeepingEarlyPresses } from './early-press';
import { afterPageHydrated, rootHydrated } from './page-hydrated';
import { TestSlot } from './test-slot';

/** A button of the server's page, pressed before the app started (as the page head's script keeps it). */
function keptPress(connected: boolean) {
  const button = document.createElement('button');
  if (connected) document.body.appendChild(button);
  const onClick = jest.fn();
  button.addEventListener('click', onClick);
  pageHandoff().press = { button, started: false };
  return onClick;
}

it('makes the kept press once the root and every remote slot on the page have committed, and only once', async () => {
  const onClick = keptPress(true);
  stopKeepingEarlyPresses();
  expect(pageHandoff().press).toEqual({ button: null, started: true });

  let arrive!: (module: { default: ComponentType }) => void;
  const Content = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  render(<TestSlot Content={Content} />);
  rootHydrated();
  expect(onClick).not.toHaveBeenCalled(); // the slot's code is still on the way

  const moved = jest.fn();
  afterPageHydrated(moved);
  expect(moved).not.toHaveBeenCalled();
  await act(async () => arrive({ default: () => <p>story</p> }));
  expect(screen.getByText('story')).toBeInTheDocument();
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(moved).toHaveBeenCalledTimes(1);
  rootHydrated();
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('presses nothing when the page was rendered afresh (the kept button is gone) or nothing was pressed', () => {
  const onClick = keptPress(false);
  stopKeepingEarlyPresses();
  rootHydrated();
  expect(onClick).not.toHaveBeenCalled();
  delete pageHandoff().press;
  expect(() => {
    stopKeepingEarlyPresses();
    rootHydrated();
  }).not.toThrow();
});
