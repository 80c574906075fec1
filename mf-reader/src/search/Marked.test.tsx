import { render } from '@testing-library/react';
import { Marked } from './Marked';

const rendered = (text: string) => {
  const { container } = render(
    <p>
      <Marked text={text} />
    </p>,
  );
  const p = container.querySelector('p');
  return { text: p?.textContent, marks: [...(p?.querySelectorAll('mark') ?? [])].map((m) => m.textContent) };
};

describe('Marked', () => {
  it('marks the words between the markers and keeps the rest as text', () => {
    expect(rendered('a \u0001dragon\u0002 and a \u0001Dragon\u0002.')).toEqual({
      text: 'a dragon and a Dragon.',
      marks: ['dragon', 'Dragon'],
    });
  });

  it('drops a marker without its pair, and markup stays text', () => {
    expect(rendered('<b>x</b> \u0001open \u0002close\u0002 \u0001')).toEqual({
      text: '<b>x</b> open close ',
      marks: ['open '],
    });
  });
});
