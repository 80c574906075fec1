// Placeholder until mf-auth's own issue: the sign-in dialog shell (react-aria modal: focus trap, Escape,
// outside click), with its title and a line saying sign-in arrives soon.
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@tales/shared/ui';
import { note } from './auth-dialog.css';

export type AuthDialogProps = {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

export default function AuthDialog({ isOpen, onOpenChange }: AuthDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('auth.dialog_title')} closeLabel={t('common.close')}>
      <p className={note}>{t('auth.coming_soon')}</p>
    </ModalDialog>
  );
}
