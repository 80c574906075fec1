// Google AdSense: one loader script per page, then one `push` per rendered unit.
type AdsByGoogle = { push: (unit: object) => void }[] & { push: (unit: object) => void };

const SCRIPT_ID = 'tales-adsense';

export function loadAdSense(client: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  document.head.appendChild(script);
}

export function requestAdSenseUnit(): void {
  const w = window as unknown as { adsbygoogle?: AdsByGoogle };
  w.adsbygoogle = w.adsbygoogle ?? ([] as unknown as AdsByGoogle);
  try {
    w.adsbygoogle.push({});
  } catch {
    // A blocked or failed ad must never break the page.
  }
}
