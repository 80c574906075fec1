// Share a story: the native share sheet where it fits, otherwise a menu of networks plus "copy link".
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MenuButton, MenuItem, showToast, useCopyToClipboard } from '@tales/shared/ui';
import { hasNativeShare, isShareCancel, prefersNativeShare } from './native-share';
import { networks, shareLink } from './share-links';
import type { ShareTarget } from './share-target';
import { ShareIcon } from './ShareIcon';
import { share as shareClass } from './share.css';

function NativeShareButton({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const share = async () => {
    if (!hasNativeShare()) {
      // A mobile browser without the Web Share API (SPEC §8: share not supported shows an alert).
      window.alert(t('share.not_supported'));
      return;
    }
    try {
      await navigator.share({ title: target.title, text: target.text, url: target.url });
    } catch (error) {
      if (isShareCancel(error)) return;
      showToast({ title: t('share.failed', { defaultValue: 'Sharing failed' }), variant: 'error' });
    }
  };
  return (
    <Button variant="secondary" size="sm" onPress={() => void share()}>
      <ShareIcon />
      {t('share.share')}
    </Button>
  );
}

function ShareMenu({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const { copy } = useCopyToClipboard({ successMessage: t('share.link_copied'), errorMessage: t('share.copy_failed') });
  return (
    <MenuButton
      variant="secondary"
      size="sm"
      label={
        <>
          <ShareIcon />
          {t('share.share')}
        </>
      }
      menuLabel={t('share.menu_label')}
      placement="bottom start"
    >
      {networks.map((network) => (
        <MenuItem
          key={network}
          id={network}
          href={shareLink(network, target)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(`share.networks.${network}`)}
        </MenuItem>
      ))}
      <MenuItem id="copy" onAction={() => void copy(target.url)}>
        {t('share.copy_link')}
      </MenuItem>
    </MenuButton>
  );
}

const unchanging = () => () => undefined;

export function ShareButton({ target }: { target: ShareTarget }) {
  // The server (and hydration) render the menu; the browser switches to its native sheet once hydrated.
  const native = useSyncExternalStore(
    unchanging,
    () => prefersNativeShare(),
    () => false,
  );
  return (
    <div className={shareClass}>{native ? <NativeShareButton target={target} /> : <ShareMenu target={target} />}</div>
  );
}
