import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tales/testing';
import { testConfig } from '../test-config';
import { FiatOptions } from './FiatOptions';

function renderFiat() {
  return renderWithProviders(
    <FiatOptions tipJar={testConfig.tipJar} tipWidget={testConfig.tipWidget} bank={testConfig.bank} />,
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('FiatOptions accordion', () => {
  it('opens one item at a time and lets the open one close', async () => {
    const user = userEvent.setup();
    await renderFiat();
    expect(trigger('Tip jar')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Donate without leaving this page')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Bank transfer')).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger('Bank transfer'));
    expect(trigger('Bank transfer')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Tip jar')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Support us on JarCo/ })).not.toBeInTheDocument();

    await user.click(trigger('Bank transfer'));
    expect(trigger('Bank transfer')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('links to the tip jar in a new tab, without giving it access to this page', async () => {
    await renderFiat();

    const link = screen.getByRole('link', { name: 'Support us on JarCo (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://jar.test/tales');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('mounts the embedded widget only while its item is open', async () => {
    const user = userEvent.setup();
    await renderFiat();
    expect(screen.queryByTitle('WidgetCo donation form')).not.toBeInTheDocument();

    await user.click(trigger('Donate without leaving this page'));
    const frame = screen.getByTitle('WidgetCo donation form');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://widget.test/embed/tales');
    expect(frame).toHaveAttribute('loading', 'lazy');

    await user.click(trigger('Tip jar'));
    expect(screen.queryByTitle('WidgetCo donation form')).not.toBeInTheDocument();
  });

  it('shows only the items the owner set, the first of them open', async () => {
    await renderWithProviders(<FiatOptions bank={{ cbu: testConfig.bank.cbu }} />);

    expect(screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent)).toEqual([
      'Bank transfer',
    ]);
    expect(screen.queryByRole('button', { name: 'Tip jar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate without leaving this page' })).not.toBeInTheDocument();
    expect(screen.getByText('Send a transfer from a bank in Argentina (CBU).')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['CBU (Argentina)']);
  });

  it('keeps the embedded widget closed while another item is set', async () => {
    await renderWithProviders(<FiatOptions tipWidget={testConfig.tipWidget} bank={{ ach: testConfig.bank.ach }} />);

    expect(trigger('Bank transfer')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Donate without leaving this page')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTitle('WidgetCo donation form')).not.toBeInTheDocument();
    expect(screen.getByText('Send a transfer from a bank in the United States (ACH).')).toBeInTheDocument();
  });
});
