// "Listen": the browser reads the story aloud (Web Speech API), shown only where the browser has a voice for
// the story's language; while it reads, pause (then resume) and stop.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tales/shared/ui';
import { listenRow } from './text-size.css';

type Playback = 'idle' | 'speaking' | 'paused';

const speech = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/** The browser's voice for a BCP 47 tag (`ru`, `zh-CN`): its own region first, then the language's. */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = speech()?.getVoices() ?? [];
  const base = lang.split('-')[0].toLowerCase();
  return (
    voices.find((voice) => voice.lang.toLowerCase() === lang.toLowerCase()) ??
    voices.find((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === base)
  );
}

// Voices arrive after the page loads (voiceschanged): the button appears once there is one for the language.
const subscribeToVoices = (onChange: () => void) => {
  const synth = speech();
  synth?.addEventListener('voiceschanged', onChange);
  return () => synth?.removeEventListener('voiceschanged', onChange);
};

export function ListenControl({ lang, text }: { lang: string; text: string }) {
  const { t } = useTranslation();
  const hasVoice = useSyncExternalStore(
    subscribeToVoices,
    () => voiceFor(lang) !== undefined,
    () => false,
  );
  const [playback, setPlayback] = useState<Playback>('idle');
  // Leaving the story stops its reading.
  useEffect(() => () => speech()?.cancel(), []);
  if (!hasVoice) return null;

  const listen = () => {
    const synth = speech();
    if (!synth) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.voice = voiceFor(lang) ?? null;
    utterance.onend = () => setPlayback('idle');
    utterance.onerror = () => setPlayback('idle');
    synth.speak(utterance);
    setPlayback('speaking');
  };
  const pause = () => {
    speech()?.pause();
    setPlayback('paused');
  };
  const resume = () => {
    speech()?.resume();
    setPlayback('speaking');
  };
  const stop = () => {
    speech()?.cancel();
    setPlayback('idle');
  };

  return (
    <div className={listenRow} role="group" aria-label={t('story.listen.label')}>
      {playback === 'idle' ? (
        <Button variant="secondary" size="sm" onPress={listen}>
          {t('story.listen.listen')}
        </Button>
      ) : (
        <>
          {playback === 'speaking' ? (
            <Button variant="secondary" size="sm" onPress={pause}>
              {t('story.listen.pause')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onPress={resume}>
              {t('story.listen.resume')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onPress={stop}>
            {t('story.listen.stop')}
          </Button>
        </>
      )}
    </div>
  );
}
