// A reset link that was expired or already used: say so plainly and offer a new link right here.
import { useTranslation } from 'react-i18next';
import { setPasswordRecovery } from '@tales/shared/stores';
import { ModalDialog } from '@tales/shared/ui';
import { PasswordResetForm } from '../auth-dialog/PasswordResetForm';
import { intro } from '../forms/forms.css';
import { body } from './password-recovery.css';

export default function RecoveryLinkInvalidDialog() {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && setPasswordRecovery('none')}
      title={t('auth.new_password.link_invalid_title')}
      closeLabel={t('common.close')}
    >
      <div className={body}>
        <p className={intro}>{t('auth.new_password.link_invalid_description')}</p>
        <PasswordResetForm submitLabelKey="auth.new_password.request_new_link" />
      </div>
    </ModalDialog>
  );
}
