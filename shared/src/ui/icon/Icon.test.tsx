import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology: a control with one is named by its text alone', () => {
    render(
      <button type="button">
        <Icon>
          <path d="M6 9l6 6 6-6" />
        </Icon>
        Menu
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws its shapes in the text colour, at the size asked for', () => {
    const { container } = render(
      <Icon size={12} strokeWidth={3} className="chevron">
        <path d="M6 9l6 6 6-6" />
      </Icon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '12');
    expect(svg).toHaveAttribute('height', '12');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '3');
    expect(svg).toHaveClass('chevron');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M6 9l6 6 6-6');
  });
});
