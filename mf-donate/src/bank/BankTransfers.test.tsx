import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tales/testing';
import { COPIED_STATE_MS, toastQueue } from '@tales/shared/ui';
import { testConfig } from '../test-config';
import { BankTransfers } from './BankTransfers';

const toastTitles = () => toastQueue.visibleToasts.map((toast) => toast.content.title);

afterEach(() => {
  act(() => toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key)));
  jest.useRealTimers();
});

describe('BankTransfers', () => {
  it('shows the CBU details first, each labelled, and the ACH details on their tab', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BankTransfers accounts={testConfig.bank} />);

    expect(screen.getByRole('tab', { name: 'CBU (Argentina)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Account holder',
      'Alias',
      'CBU',
      'Bank',
    ]);
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('TALES.TEST.ALIAS');

    await user.click(screen.getByRole('tab', { name: 'ACH (USA)' }));
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Account holder',
      'Account number',
      'Routing number (ACH)',
      'Bank',
      'Bank address',
    ]);
    expect(screen.getByText('333333333')).toBeInTheDocument();
  });

  it('has a tab only for a country with an account, selected when it is the only one', async () => {
    await renderWithProviders(<BankTransfers accounts={{ cbu: [], ach: testConfig.bank.ach }} />);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ACH (USA)']);
    expect(screen.getByRole('tab', { name: 'ACH (USA)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('333333333')).toBeInTheDocument();
  });

  it('copies one row, shows it as copied for 2 s and shows a success toast', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<BankTransfers accounts={testConfig.bank} />);

    await user.click(screen.getByRole('button', { name: 'Copy Alias' }));

    expect(await screen.findByRole('button', { name: 'Copied: Alias' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('TALES.TEST.ALIAS');
    expect(toastTitles()).toEqual(['Copied to the clipboard']);
    // Only the pressed row changes.
    expect(screen.getByRole('button', { name: 'Copy CBU' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(COPIED_STATE_MS));
    expect(screen.getByRole('button', { name: 'Copy Alias' })).toBeInTheDocument();
  });

  it('copies every row of the selected account, one "label: value" per line', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BankTransfers accounts={testConfig.bank} />);

    await user.click(screen.getByRole('tab', { name: 'ACH (USA)' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Copy all details' }));

    expect(await navigator.clipboard.readText()).toBe(
      [
        'Account holder: Tales Test LLC',
        'Account number: 222222222',
        'Routing number (ACH): 333333333',
        'Bank: Test Bank',
        'Bank address: 1 Test Way, Testville',
      ].join('\n'),
    );
    expect(await within(panel).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shows an error toast and keeps the button idle when copying fails', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BankTransfers accounts={testConfig.bank} />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));

    await user.click(screen.getByRole('button', { name: 'Copy all details' }));

    await act(async () => {});
    expect(toastTitles()).toEqual(["Couldn't copy to the clipboard"]);
    expect(screen.getByRole('button', { name: 'Copy all details' })).not.toHaveAttribute('data-copied');
  });
});
