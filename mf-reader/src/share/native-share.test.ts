import { isMobileDevice, isShareCancel, prefersNativeShare } from './native-share';

const nav = (props: Record<string, unknown>) => ({ userAgent: '', ...props }) as unknown as Navigator;

describe('native share detection', () => {
  it('detects mobile from user-agent data first, then the UA pattern', () => {
    expect(isMobileDevice(nav({ userAgentData: { mobile: true } }))).toBe(true);
    expect(isMobileDevice(nav({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }))).toBe(true);
    expect(
      isMobileDevice(nav({ userAgentData: { mobile: false }, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })),
    ).toBe(false);
  });

  it('prefers native share wherever navigator.share exists, and on mobile', () => {
    expect(prefersNativeShare(nav({ share: () => Promise.resolve() }))).toBe(true);
    expect(prefersNativeShare(nav({ userAgentData: { mobile: true } }))).toBe(true);
    expect(prefersNativeShare(nav({ userAgent: 'Mozilla/5.0 (Windows NT 10.0)' }))).toBe(false);
  });

  it('recognises a cancelled share', () => {
    expect(isShareCancel(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isShareCancel(new DOMException('x', 'NotAllowedError'))).toBe(false);
  });
});
