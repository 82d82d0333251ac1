import { useLogin } from '@pharmacy/api-client/swr';
import { Banner, Button, Heading, PasswordField, PillIcon, Text, TextField, useToast } from '@pharmacy/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './LoginScreen.css';
import { type LoginErrors, type LoginValues, loginFailure, validateLogin } from './loginForm';
import { useSession } from './session';

const COPYRIGHT_YEAR = 2025;

export interface LoginScreenProps {
  /** The previous session ended without the user asking (a 401): say so above the form. */
  sessionExpired?: boolean;
}

/**
 * The login screen (docs/product/shell-and-auth.md#sign-in): a brand panel from 768 px, the form with its required
 * username, the password
 * with show/hide, and a submit button that stays disabled until the form was edited. It replaces the app at
 * the address the user asked for, so a successful sign-in shows that page.
 */
export function LoginScreen({ sessionExpired = false }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const { signIn } = useSession();
  const { trigger, isMutating } = useLogin();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [edited, setEdited] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setEdited(true);
    // An error already shown is re-checked as the user types, so it goes away once fixed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateLogin(next)[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    const found = validateLogin(values);
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      const { data } = await trigger({ username: values.username.trim(), password: values.password });
      signIn(data);
      toast({
        tone: 'success',
        title: t('login.successTitle'),
        description: t('login.successText', { name: data.user.name }),
      });
    } catch (error) {
      const failure = loginFailure(error);
      toast(
        failure.kind === 'failed'
          ? {
              tone: 'error',
              title: t('login.failedTitle'),
              description: failure.serverMessage ?? t('login.failedText'),
            }
          : { tone: 'error', title: t('login.errorTitle'), description: t('login.errorText') },
      );
      passwordRef.current?.select();
    }
  };

  return (
    <div className={styles.page}>
      <aside className={styles.brandPanel} aria-label={tc('brand.name')}>
        <div className={styles.brandMark}>
          <PillIcon size={28} />
        </div>
        <div>
          <div className={styles.brandName}>{tc('brand.name')}</div>
          <p className={styles.brandLine}>{tc('brand.title')}</p>
        </div>
        <div className={styles.brandFooter}>
          {tc('brand.version', { version: __APP_VERSION__ })} ·{' '}
          {tc('brand.copyright', { year: COPYRIGHT_YEAR })}
        </div>
      </aside>
      <main className={styles.formColumn}>
        <div className={styles.card}>
          <div className={styles.compactBrand} aria-hidden="true">
            <PillIcon size={24} />
            <Text weight="semibold">{tc('brand.name')}</Text>
          </div>
          <div>
            <Heading level={1} size={3}>
              {t('login.title')}
            </Heading>
            <Text as="p" tone="secondary">
              {t('login.subtitle')}
            </Text>
          </div>
          {sessionExpired ? (
            <Banner tone="caution" title={t('session.expiredTitle')} description={t('session.expiredText')} />
          ) : null}
          <form className={styles.form} noValidate onSubmit={submit}>
            <TextField
              ref={usernameRef}
              label={t('login.username')}
              placeholder={t('login.usernamePlaceholder')}
              required
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              value={values.username}
              onChange={change('username')}
              error={errors.username ? t(`login.${errors.username}`) : undefined}
            />
            <PasswordField
              ref={passwordRef}
              label={t('login.password')}
              placeholder={t('login.passwordPlaceholder')}
              required
              showPasswordLabel={t('login.showPassword')}
              hidePasswordLabel={t('login.hidePassword')}
              value={values.password}
              onChange={change('password')}
              error={errors.password ? t(`login.${errors.password}`) : undefined}
            />
            <Button type="submit" size="large" fullWidth disabled={!edited} loading={isMutating}>
              {isMutating ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
        </div>
      </main>
    </div>
  );
}
