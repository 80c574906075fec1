import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tales/testing';
import { ListenControl } from './ListenControl';

/** A speech engine as a browser has one: voices that may arrive late, and what it was asked to do. */
class FakeSpeech extends EventTarget {
  voices: { lang: string; name: string }[] = [];
  spoken: { text: string; lang: string; voice: unknown; onend?: () => void }[] = [];
  calls: string[] = [];
  getVoices = () => this.voices as unknown as SpeechSynthesisVoice[];
  speak = (utterance: { text: string; lang: string; voice: unknown; onend?: () => void }) => {
    this.calls.push('speak');
    this.spoken.push(utterance);
  };
  pause = () => this.calls.push('pause');
  resume = () => this.calls.push('resume');
  cancel = () => this.calls.push('cancel');
}

let speech: FakeSpeech;
beforeEach(() => {
  speech = new FakeSpeech();
  Object.defineProperty(window, 'speechSynthesis', { value: speech, configurable: true });
  (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = class {
    lang = '';
    voice: unknown = null;
    onend?: () => void;
    constructor(public text: string) {}
  };
});
afterEach(() => {
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
});

describe('ListenControl', () => {
  it('shows nothing without a voice for the story’s language, and Listen once one arrives', async () => {
    speech.voices = [{ lang: 'en-US', name: 'English' }];
    await renderWithProviders(<ListenControl lang="ru" text="Текст" />, { language: 'ru' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => {
      speech.voices.push({ lang: 'ru-RU', name: 'Русский' });
      speech.dispatchEvent(new Event('voiceschanged'));
    });
    expect(screen.getByRole('button', { name: 'Слушать' })).toBeInTheDocument();
  });

  it('reads the story in its language with its voice; pause, resume and stop do what they say', async () => {
    speech.voices = [
      { lang: 'en-GB', name: 'British' },
      { lang: 'zh-CN', name: '中文' },
    ];
    await renderWithProviders(<ListenControl lang="zh-CN" text={'标题。\n内容'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(speech.spoken).toHaveLength(1);
    expect(speech.spoken[0]).toMatchObject({ text: '标题。\n内容', lang: 'zh-CN', voice: speech.voices[1] });
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(speech.calls).toEqual(['cancel', 'speak', 'pause', 'resume', 'cancel']);
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
  });

  it('returns to Listen when the reading ends, and stops reading when the story goes away', async () => {
    speech.voices = [{ lang: 'en-US', name: 'English' }];
    const { unmount } = await renderWithProviders(<ListenControl lang="en" text="Once." />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    act(() => speech.spoken[0].onend?.());
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
    unmount();
    expect(speech.calls.at(-1)).toBe('cancel');
  });
});
