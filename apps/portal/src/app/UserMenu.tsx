import { type Locale, locales } from '@pharmacy/i18n';
import {
  Avatar,
  KeyIcon,
  LogOutIcon,
  Menu,
  MenuGroup,
  MenuItem,
  MenuItemRadio,
  MenuSeparator,
  Text,
  useToast,
} from '@pharmacy/ui';
import { type ButtonHTMLAttributes, forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog';
import { useCurrentUser, useSession } from '../features/auth/session';
import { useLocale } from './locale';
import * as styles from './UserMenu.css';

interface TriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  name: string;
  role: string;
}

/** The header's account button: the name and 'Pharmacy admin' (visually hidden below 768 px) and the avatar. */
const AccountButton = forwardRef<HTMLButtonElement, TriggerProps>(function AccountButton(
  { name, role, ...props },
  ref,
) {
  return (
    <button ref={ref} type="button" className={styles.trigger} {...props}>
      <span className={styles.identity}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{role}</span>
      </span>
      <Avatar name={name} size="small" decorative />
    </button>
  );
});

/**
 * The avatar menu (spec 1 §2.3): the user's name, change password, the language (remembered) and log out.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const { signOut } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('shell');
  const { t: ta } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [locale, setLocale] = useLocale();
  const [changingPassword, setChangingPassword] = useState(false);

  const logOut = async () => {
    await signOut();
    toast({ tone: 'success', title: ta('logout.successTitle'), description: ta('logout.successText') });
  };

  return (
    <>
      <Menu
        label={t('userMenu')}
        trigger={<AccountButton name={user.name} role={t('userRole')} />}
        header={
          <>
            <Text weight="semibold" as="div">
              {user.name}
            </Text>
            <Text size="small" tone="secondary" as="div">
              {user.email ?? user.username}
            </Text>
          </>
        }
      >
        <MenuItem icon={<KeyIcon />} onSelect={() => setChangingPassword(true)}>
          {ta('changePassword.action')}
        </MenuItem>
        <MenuSeparator />
        <MenuGroup label={tc('locale.label')}>
          {locales.map((code) => (
            <MenuItemRadio
              key={code}
              name="locale"
              value={code}
              checked={locale === code}
              onSelect={(value) => setLocale(value as Locale)}
            >
              {tc(`locale.${code}`)}
            </MenuItemRadio>
          ))}
        </MenuGroup>
        <MenuSeparator />
        <MenuItem icon={<LogOutIcon />} tone="critical" onSelect={() => void logOut()}>
          {ta('logout.action')}
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </>
  );
}
