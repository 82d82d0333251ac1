import { type Locale, locales } from '@pharmacy/i18n';
import {
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
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog';
import { useSession } from '../features/auth/session';
import { useCurrentUser } from '../shared/currentUser';
import { AccountButton } from './AccountButton';
import { useLocale } from './locale';

/**
 * The avatar menu (docs/product/shell-and-auth.md#avatar-menu): the user's name, change password, the language
 * (remembered) and log out.
 */
export default function UserMenu({
  defaultOpen = false,
  focusTrigger = false,
}: {
  /** Opens at once: the user clicked the account button before this code had arrived. */
  defaultOpen?: boolean;
  /** Focuses the account button: it had focus before this code replaced it. */
  focusTrigger?: boolean;
}) {
  const user = useCurrentUser();
  const { signOut } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('shell');
  const { t: ta } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [locale, setLocale] = useLocale();
  const [changingPassword, setChangingPassword] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this replaces the placeholder button
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []);

  const logOut = async () => {
    await signOut();
    toast({ tone: 'success', title: ta('logout.successTitle'), description: ta('logout.successText') });
  };

  return (
    <>
      <Menu
        label={t('userMenu')}
        defaultOpen={defaultOpen}
        trigger={<AccountButton ref={trigger} name={user.name} role={t('userRole')} />}
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
