import { useChangePassword } from '@pharmacy/api-client/swr';
import { Dialog, PasswordField, useToast } from '@pharmacy/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../shared/FormFooter';
import { useUnsavedChanges } from '../../shared/unsavedChanges';
import * as styles from './ChangePasswordDialog.css';
import {
  type ChangePasswordErrors,
  type ChangePasswordValues,
  changePasswordFailure,
  emptyChangePassword,
  validateChangePassword,
} from './changePasswordForm';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Change password (docs/product/shell-and-auth.md#change-password): current, new (≥ 6) and confirmation, checked here
 * before anything is
 * sent and again by the server. Other sessions of the user are signed out by the server; this one stays.
 * The form is emptied whenever the dialog closes (success, Cancel, Escape), so no password lingers in memory; a
 * typed password is not thrown away without asking first.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const formId = useId();
  const { trigger, isMutating } = useChangePassword();
  const [values, setValues] = useState<ChangePasswordValues>(emptyChangePassword);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const unsaved = useUnsavedChanges(fields.some((name) => values[name] !== ''));
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const close = () => {
    setValues(emptyChangePassword);
    setErrors({});
    onOpenChange(false);
  };

  const change = (field: keyof ChangePasswordValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Errors already shown follow the typing (including the confirmation when the new password changes).
    setErrors((current) => {
      const found = validateChangePassword(next);
      return Object.fromEntries(
        fields.filter((name) => current[name] && found[name]).map((name) => [name, found[name]]),
      );
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    const found = validateChangePassword(values);
    setErrors(found);
    const firstInvalid = fields.find((name) => found[name]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    try {
      await trigger({
        current_password: values.currentPassword,
        new_password: values.newPassword,
        confirm_password: values.confirmPassword,
      });
      toast({
        tone: 'success',
        title: t('changePassword.successTitle'),
        description: t('changePassword.successText'),
      });
      close();
    } catch (error) {
      if (changePasswordFailure(error) === 'wrongCurrent') {
        toast({
          tone: 'error',
          title: t('changePassword.failedTitle'),
          description: t('changePassword.failedText'),
        });
        refs.currentPassword.current?.select();
      } else {
        toast({
          tone: 'error',
          title: t('changePassword.errorTitle'),
          description: t('changePassword.errorText'),
        });
      }
    }
  };

  const fieldProps = (name: keyof ChangePasswordValues, label: string, autoComplete: string) => ({
    ref: refs[name],
    label,
    required: true,
    autoComplete,
    value: values[name],
    onChange: change(name),
    error: errors[name] ? t(`changePassword.${errors[name]}`) : undefined,
    showPasswordLabel: t('login.showPassword'),
    hidePasswordLabel: t('login.hidePassword'),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('changePassword.title')}
      size="small"
      closeLabel={t('changePassword.close')}
      hideOnInteractOutside={false}
      unsavedChanges={unsaved}
      footer={
        <FormFooter
          formId={formId}
          cancelLabel={t('changePassword.cancel')}
          submitLabel={isMutating ? t('changePassword.submitting') : t('changePassword.submit')}
          busy={isMutating}
        />
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <PasswordField
          {...fieldProps('currentPassword', t('changePassword.currentPassword'), 'current-password')}
        />
        <PasswordField {...fieldProps('newPassword', t('changePassword.newPassword'), 'new-password')} />
        <PasswordField
          {...fieldProps('confirmPassword', t('changePassword.confirmPassword'), 'new-password')}
        />
      </form>
    </Dialog>
  );
}
