// Web Share API detection (SPEC §2: native share on mobile or when available; mobile by UA data or pattern).

type NavigatorWithUAData = Navigator & { userAgentData?: { mobile?: boolean } };

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;

export function isMobileDevice(nav: Navigator = navigator): boolean {
  const uaData = (nav as NavigatorWithUAData).userAgentData;
  if (typeof uaData?.mobile === 'boolean' && uaData.mobile) return true;
  return MOBILE_UA.test(nav.userAgent ?? '');
}

export function hasNativeShare(nav: Navigator = navigator): boolean {
  return typeof nav.share === 'function';
}

/** Native share on mobile devices and wherever the browser offers it; the menu everywhere else. */
export function prefersNativeShare(nav: Navigator = navigator): boolean {
  return hasNativeShare(nav) || isMobileDevice(nav);
}

/** The user closing the share sheet is not a failure. */
export function isShareCancel(error: unknown): boolean {
  return error instanceof Error
    ? error.name === 'AbortError'
    : (error as { name?: unknown } | null)?.name === 'AbortError';
}
