// The signed-in menu: the display name (email when there is none) opens the reader's own stories, their account,
// create story, all stories and the schedule (admins only), remove ads or donate again, and logout.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '@tales/shared/routing';
import { useAuthStore, type AuthUser } from '@tales/shared/stores';
import { signOut } from '@tales/shared/supabase/auth';
import { Icon, MenuButton, MenuItem, showToast } from '@tales/shared/ui';
import { showAuthErrorToast } from '../forms/auth-toasts';
import { chevron, name as nameClass, trigger } from './account-menu.css';

type Action = 'library' | 'account' | 'createStory' | 'storyList' | 'schedule' | 'donate' | 'logout';

export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const hasDonated = useAuthStore((s) => s.hasDonated);
  const label = user.displayName || user.email;

  const onAction = async (action: Action) => {
    if (action === 'createStory') void navigate(to('newStory'));
    else if (action === 'library' || action === 'account' || action === 'storyList' || action === 'schedule')
      void navigate(to(action));
    else if (action === 'donate') void navigate(to('donate'));
    else {
      try {
        await signOut();
        showToast({
          title: t('auth.logout_success'),
          description: t('auth.logout_success_description'),
          variant: 'success',
        });
      } catch (error) {
        showAuthErrorToast(t, error, 'logout');
      }
    }
  };

  return (
    <MenuButton
      variant="secondary"
      size="sm"
      className={trigger}
      label={
        <>
          <Icon>
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
          </Icon>
          <span className={nameClass}>{label}</span>
          <Icon className={chevron} size={12} strokeWidth={3}>
            <path d="M6 9l6 6 6-6" />
          </Icon>
        </>
      }
      menuLabel={t('auth.menu.label')}
      onAction={(key) => void onAction(key as Action)}
    >
      <MenuItem id="library">{t('auth.menu.my_stories')}</MenuItem>
      <MenuItem id="account">{t('auth.menu.account')}</MenuItem>
      {isAdmin ? <MenuItem id="createStory">{t('auth.menu.create_story')}</MenuItem> : null}
      {isAdmin ? <MenuItem id="storyList">{t('auth.menu.story_list')}</MenuItem> : null}
      {isAdmin ? <MenuItem id="schedule">{t('auth.menu.schedule')}</MenuItem> : null}
      <MenuItem id="donate">{hasDonated ? t('auth.menu.donate_again') : t('auth.menu.remove_ads')}</MenuItem>
      <MenuItem id="logout">{t('auth.menu.logout')}</MenuItem>
    </MenuButton>
  );
}
