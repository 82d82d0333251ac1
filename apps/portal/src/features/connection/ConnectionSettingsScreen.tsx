import { ApiError } from '@pharmacy/api-client';
import {
  useConnectToKiotViet,
  useCreatePosSettings,
  usePosSettings,
  useSetPosSettingsActive,
  useTestPosConnection,
  useUpdatePosSettings,
} from '@pharmacy/api-client/swr/posSettings';
import { formatDateTime } from '@pharmacy/i18n';
import {
  AlertDialog,
  Banner,
  Button,
  Card,
  CloseIcon,
  Heading,
  IconButton,
  LinkIcon,
  PasswordField,
  PencilIcon,
  Skeleton,
  SkeletonGroup,
  Switch,
  Text,
  TextField,
  useToast,
} from '@pharmacy/ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { LoadFailed } from '../../shared/list';
import { usePageLeaveGuard } from '../../shared/pageLeaveGuard';
import * as styles from './ConnectionSettingsScreen.css';
import {
  CONNECTION_FIELD_MAX,
  type ConnectionDrafts,
  type ConnectionField,
  type ConnectionIssue,
  connectionChanged,
  connectionFields,
  createPayload,
  fieldValue,
  isEditing,
  isIncomplete,
  movesStore,
  type SavedConnection,
  serverFieldErrors,
  testPayload,
  updatePayload,
  validateConnection,
} from './connectionForm';
import { FullSyncSection } from './FullSyncSection';

/**
 * The KiotViet connection settings (docs/product/connection.md#connection-screen): `connection:heading`, its connection
 * type (User), the client id, secret and store name with hints saying so. While none is saved the three fields are
 * typed in; once one is, each shows its saved value locked (the secret as a mask, never in clear) until its pencil is
 * clicked, and only while the connection is switched on. `connection:test` tests what the form shows;
 * `connection:connect` saves what changed and, when the connection is on, connects it again (the server tests it and
 * starts a sync).
 */
export function ConnectionSettingsScreen() {
  const { t } = useTranslation('connection');
  const { data, error, mutate } = usePosSettings();

  let content: ReactNode;
  if (error && !data) {
    content = <LoadFailed bordered title={t('loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (!data) {
    content = (
      <SkeletonGroup label={t('loading')}>
        <Card className={styles.card}>
          <Skeleton lines={2} width="40%" />
          {connectionFields.map((field) => (
            <Skeleton key={field} lines={2} />
          ))}
        </Card>
      </SkeletonGroup>
    );
  } else {
    // A new form per saved connection (the first save turns the typing form into the locked one).
    content = (
      <>
        <ConnectionForm key={data.data?.id ?? 'new'} saved={data.data} />
        {data.data ? <FullSyncSection active={data.data.is_active} /> : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Heading level={1} size={2}>
          {t('heading')}
        </Heading>
        <Text tone="secondary">{t('intro')}</Text>
      </div>
      {content}
    </div>
  );
}

const REQUIRED_TEXT: Record<
  ConnectionField,
  'userNameRequired' | 'passwordRequired' | 'connectionNameRequired'
> = {
  username: 'userNameRequired',
  password: 'passwordRequired',
  storeName: 'connectionNameRequired',
};

function ConnectionForm({ saved }: { saved: SavedConnection | null }) {
  const { t } = useTranslation('connection');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const showError = useErrorToast();
  const formId = useId();
  const fieldRefs = useRef<Partial<Record<ConnectionField, HTMLInputElement | null>>>({});
  const actionsRef = useRef<HTMLDivElement>(null);
  const [drafts, setDrafts] = useState<ConnectionDrafts>({});
  const [touched, setTouched] = useState<ReadonlySet<ConnectionField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<ConnectionField, string>>>({});
  const [askingStoreMove, setAskingStoreMove] = useState(false);
  const leaveQuestion = usePageLeaveGuard(connectionChanged(saved, drafts));

  const create = useCreatePosSettings();
  const update = useUpdatePosSettings(saved?.id ?? '');
  const setActive = useSetPosSettingsActive(saved?.id ?? '');
  const test = useTestPosConnection();
  const connect = useConnectToKiotViet();
  const saving = create.isMutating || update.isMutating || connect.isMutating;
  const busy = saving || test.isMutating || setActive.isMutating;

  // Fields are editable only while the connection is switched on (or before it exists).
  const switchedOn = saved === null || saved.is_active;
  const issues = validateConnection(saved, drafts);
  const message = (field: ConnectionField, issue: ConnectionIssue | undefined) => {
    if (!issue) return undefined;
    return issue.code === 'tooLong'
      ? t('validation.tooLong', { max: issue.max })
      : t(`validation.${REQUIRED_TEXT[field]}`);
  };
  const errorOf = (field: ConnectionField) =>
    serverErrors[field] ?? (touched.has(field) ? message(field, issues[field]) : undefined);

  const change = (field: ConnectionField, value: string) => {
    setDrafts((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const leave = (field: ConnectionField, to: EventTarget | null) => {
    // Leaving for `connection:test` or `connection:connect` checks every field there; a message shown on the way would
    // move the button from under the pointer before the click lands.
    if (to instanceof Node && actionsRef.current?.contains(to)) return;
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  };
  const unlock = (field: ConnectionField) => {
    if (!saved) return;
    // The secret starts empty ("leave empty to keep"); the others start from the saved text.
    const start = field === 'password' ? '' : fieldValue(saved, {}, field);
    setDrafts((current) => ({ ...current, [field]: start }));
    requestAnimationFrame(() => fieldRefs.current[field]?.focus());
  };
  const lock = (field: ConnectionField) => {
    setDrafts(({ [field]: _gone, ...rest }) => rest);
    setTouched((current) => new Set([...current].filter((other) => other !== field)));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const relock = () => {
    setDrafts({});
    setTouched(new Set());
    setServerErrors({});
  };

  /** Every field checked; false (with its toast, focus on the first field in error) when one is missing. */
  const complete = () => {
    setTouched(new Set(connectionFields));
    if (Object.keys(issues).length === 0) return true;
    if (isIncomplete(issues)) toast({ tone: 'error', title: t('validation.incomplete') });
    const first = connectionFields.find((field) => issues[field]);
    if (first) fieldRefs.current[first]?.focus();
    return false;
  };

  const runTest = async () => {
    if (!complete()) return;
    try {
      const result = await test.trigger(testPayload(saved, drafts));
      if (result.data) toast({ tone: 'success', title: t('toasts.testSuccess') });
      else
        toast({
          tone: 'error',
          title: t('toasts.testFailedTitle'),
          description: result.message || t('toasts.testFalsy'),
        });
    } catch (error) {
      showError(error, { title: t('toasts.testFailedTitle'), fallback: t('toasts.testFailedText') });
    }
  };

  /** `storeMoveConfirmed`: staff said yes to leaving the saved store's data behind (asked when the store changes). */
  const runConnect = async (storeMoveConfirmed = false) => {
    if (!complete()) return;
    if (saved !== null && !storeMoveConfirmed && movesStore(saved, updatePayload(saved, drafts))) {
      setAskingStoreMove(true);
      return;
    }
    let connection: SavedConnection | null;
    try {
      if (saved === null) {
        connection = (await create.trigger(createPayload(drafts))).settings;
      } else {
        const changes = updatePayload(saved, drafts);
        connection = Object.keys(changes).length > 0 ? (await update.trigger(changes)).settings : saved;
      }
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(serverFieldErrors(error));
      showError(error, { title: t('toasts.saveFailed') });
      return;
    }
    relock();
    // Saved and switched on: applied again (the server tests it, records it and starts a sync).
    if (!connection?.is_active) return;
    try {
      await connect.trigger(connection.id);
      toast({ tone: 'success', title: t('toasts.connectSuccess') });
    } catch (error) {
      showError(error, { title: t('toasts.connectFailed'), fallback: t('toasts.connectFailed') });
    }
  };

  const toggleActive = async (active: boolean) => {
    try {
      await setActive.trigger(active);
      if (!active) relock();
      toast({ tone: 'success', title: t(active ? 'toasts.enabled' : 'toasts.disabled') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({ tone: 'error', title: t('toasts.toggleErrorTitle'), description: t('toasts.toggleErrorText') });
    }
  };

  const fieldProps = (field: ConnectionField) => {
    const editing = switchedOn && isEditing(saved, drafts, field);
    return {
      ref: (element: HTMLInputElement | null) => {
        fieldRefs.current[field] = element;
      },
      label: t(`fields.${field}`),
      required: true,
      value: fieldValue(saved, drafts, field),
      readOnly: !editing,
      maxLength: CONNECTION_FIELD_MAX[field],
      error: editing ? errorOf(field) : undefined,
      autoComplete: 'off',
      spellCheck: false,
      onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
      onBlur: (event: { relatedTarget: EventTarget | null }) => leave(field, event.relatedTarget),
      // The pencil unlocks the field; once unlocked, the same place offers to put the saved value back.
      labelAction: !saved ? undefined : isEditing(saved, drafts, field) ? (
        <IconButton
          label={t(`fields.keep.${field}`)}
          icon={<CloseIcon size={16} />}
          size="small"
          disabled={busy}
          onClick={() => lock(field)}
        />
      ) : (
        <IconButton
          label={t(`fields.edit.${field}`)}
          icon={<PencilIcon size={16} />}
          size="small"
          disabled={!saved.is_active || busy}
          onClick={() => unlock(field)}
        />
      ),
    };
  };

  const passwordEditing = saved !== null && isEditing(saved, drafts, 'password');
  const revealLabels = {
    showPasswordLabel: t('fields.showPassword'),
    hidePasswordLabel: t('fields.hidePassword'),
  };
  const anyUnlocked = saved !== null && Object.keys(drafts).length > 0;

  return (
    <Card as="section" className={styles.card} aria-labelledby={`${formId}-title`}>
      <div className={styles.cardHeader}>
        <span className={styles.typeIcon} aria-hidden="true">
          <LinkIcon size={20} />
        </span>
        <div className={styles.cardTitle}>
          <Heading level={2} size={4} id={`${formId}-title`}>
            {t('provider')}
          </Heading>
          <Text size="small" tone="secondary">
            {t('connectionType')}: <strong>{t('connectionTypeUser')}</strong>
          </Text>
        </div>
      </div>

      {saved ? (
        <Switch
          label={t('active.label')}
          description={t('active.hint')}
          checked={saved.is_active}
          disabled={busy}
          onCheckedChange={(active) => void toggleActive(active)}
        />
      ) : null}

      {saved?.is_active ? (
        <Banner
          tone="positive"
          title={t('active.bannerTitle')}
          description={t('active.bannerText', { store: saved.store_name })}
        />
      ) : null}
      {saved && !saved.is_active ? (
        <Banner tone="info" title={t('active.offTitle')} description={t('active.offText')} />
      ) : null}

      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a field is `connection:connect` (not while switched off: the fields are locked then).
          if (!busy && switchedOn) void runConnect();
        }}
      >
        <TextField {...fieldProps('username')} description={t('fields.usernameHint')} />
        {passwordEditing ? (
          <PasswordField
            {...fieldProps('password')}
            {...revealLabels}
            required={false}
            autoComplete="new-password"
            placeholder={t('fields.passwordKeepPlaceholder')}
            description={t('fields.passwordKeepHint')}
          />
        ) : saved ? (
          // Locked: the mask stands for the stored secret; there is nothing to show or reveal.
          <TextField {...fieldProps('password')} description={t('fields.passwordHint')} />
        ) : (
          <PasswordField
            {...fieldProps('password')}
            {...revealLabels}
            autoComplete="new-password"
            description={t('fields.passwordHint')}
          />
        )}
        <TextField {...fieldProps('storeName')} description={t('fields.storeNameHint')} />
      </form>

      {saved ? <LastTest connection={saved} /> : null}

      <div className={styles.actions} ref={actionsRef}>
        {anyUnlocked ? (
          <Button variant="ghost" tone="neutral" disabled={busy} onClick={relock}>
            {t('cancelEdits')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          tone="neutral"
          loading={test.isMutating}
          disabled={busy && !test.isMutating}
          onClick={() => void runTest()}
        >
          {test.isMutating ? t('testing') : t('test')}
        </Button>
        <Button type="submit" form={formId} loading={saving} disabled={!switchedOn || (busy && !saving)}>
          {saving ? t('connecting') : t('connect')}
        </Button>
      </div>
      {saved ? (
        <AlertDialog
          open={askingStoreMove}
          onOpenChange={setAskingStoreMove}
          tone="critical"
          title={t('storeChange.title')}
          description={t('storeChange.text', { store: saved.store_name })}
          confirmLabel={t('storeChange.confirm')}
          cancelLabel={tc('actions.cancel')}
          onConfirm={() => {
            void runConnect(true);
          }}
        />
      ) : null}
      {leaveQuestion}
    </Card>
  );
}

/** The saved connection's last test, as the server recorded it. */
function LastTest({ connection }: { connection: SavedConnection }) {
  const { t } = useTranslation('connection');
  if (!connection.last_test_at || connection.last_test_ok === null) {
    return (
      <Text size="small" tone="secondary">
        {t('lastTest.never')}
      </Text>
    );
  }
  const at = formatDateTime(connection.last_test_at);
  return connection.last_test_ok ? (
    <Text size="small" tone="positive">
      {t('lastTest.ok', { at })}
    </Text>
  ) : (
    <Text size="small" tone="critical">
      {t('lastTest.failed', { at, message: connection.last_test_message ?? t('toasts.testFalsy') })}
    </Text>
  );
}
