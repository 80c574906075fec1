import { i18n } from './instance';
import { DEFAULT_NAMESPACE } from './languages';
import { fetchTexts, registerRemoteTexts } from './remote-texts';

/** Registers a remote's texts and adds them in `lng` to the shared instance; resolves once `t` knows them. */
export async function loadRemoteTexts(remote: string, base: string, lng: string): Promise<void> {
  registerRemoteTexts(remote, base);
  const texts = await fetchTexts(base, lng);
  // Before i18n.init the store does not exist yet; the backend then merges the registered texts itself.
  if (i18n.store) i18n.addResourceBundle(lng, DEFAULT_NAMESPACE, texts, true, true);
}
