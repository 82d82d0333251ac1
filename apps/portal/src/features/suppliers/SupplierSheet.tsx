import { ApiError, type Distributor } from '@pharmacy/api-client';
import {
  useCreateDistributor,
  useDeleteDistributor,
  useUpdateDistributor,
} from '@pharmacy/api-client/swr/distributors';
import { AlertDialog, Button, Drawer, Switch, Textarea, TextField, TrashIcon, useToast } from '@pharmacy/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { FormFooter } from '../../shared/FormFooter';
import { useUnsavedChanges } from '../../shared/unsavedChanges';
import { LogoField, type LogoState } from './LogoField';
import * as styles from './SuppliersScreen.css';
import {
  emptySupplierForm,
  generateSupplierCode,
  SUPPLIER_FIELD_MAX,
  type SupplierFormValues,
  type SupplierIssue,
  type SupplierTextField,
  serverFieldErrors,
  supplierFormChanged,
  supplierFormOf,
  supplierPayload,
  validateSupplierForm,
} from './supplierForm';

export interface SupplierSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The supplier to edit; null creates one. */
  supplier: Distributor | null;
}

type ShownErrors = Partial<Record<SupplierTextField | 'avatar', string>>;

/**
 * The create and edit sheet of an internal supplier (docs/product/suppliers.md#supplier-form): name, code ('NCC' +
 * 100–999 drawn on
 * create), logo, description, phone, email, address, contact person and status. A field is checked when it is
 * left and then as it is typed in, and every field on submit; submit stays disabled while the name is empty, the
 * logo uploads or an error shows. The server's refusals land beside their fields (a code already taken) and in
 * the error toast. Editing also offers the delete, behind a confirmation; the server refuses to delete a
 * supplier that orders or products still name, and its reason is shown. Mount it with a new `key` per opening:
 * the form starts afresh.
 */
export function SupplierSheet({ open, onOpenChange, supplier }: SupplierSheetProps) {
  const { t } = useTranslation('suppliers');
  const { t: tc } = useTranslation('common');
  const creating = supplier === null;
  const [initial] = useState<SupplierFormValues>(() =>
    supplier ? supplierFormOf(supplier) : emptySupplierForm(generateSupplierCode()),
  );
  const [values, setValues] = useState<SupplierFormValues>(initial);

  const [touched, setTouched] = useState<ReadonlySet<SupplierTextField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<ShownErrors>({});
  const [logo, setLogo] = useState<LogoState>({
    preview: supplier?.avatar_url ?? null,
    uploading: false,
    error: null,
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const unsaved = useUnsavedChanges(supplierFormChanged(initial, values) || logo.uploading);
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  const create = useCreateDistributor();
  const update = useUpdateDistributor(supplier?.id ?? '');
  const saving = create.isMutating || update.isMutating;
  const { toast } = useToast();
  const showError = useErrorToast();

  const issues = validateSupplierForm(values);
  const message = (issue: SupplierIssue | undefined) => {
    if (!issue) return undefined;
    return issue.code === 'tooLong'
      ? t('validation.tooLong', { max: issue.max })
      : t(`validation.${issue.code}`);
  };
  const errorOf = (field: SupplierTextField) =>
    serverErrors[field] ?? (touched.has(field) ? message(issues[field]) : undefined);
  const fields = Object.keys(SUPPLIER_FIELD_MAX) as SupplierTextField[];
  const errorShows = fields.some((field) => errorOf(field)) || Boolean(logo.error ?? serverErrors.avatar);
  const submitDisabled = !values.name.trim() || logo.uploading || errorShows || saving;

  const change = (field: SupplierTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const leave = (field: SupplierTextField) => {
    if (field === 'code') setValues((current) => ({ ...current, code: current.code.trim().toUpperCase() }));
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  };

  const textProps = (field: SupplierTextField) => ({
    value: values[field],
    maxLength: SUPPLIER_FIELD_MAX[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    onBlur: () => leave(field),
  });

  const submit = async () => {
    setTouched(new Set(fields));
    if (Object.keys(issues).length > 0) {
      // The first field in error takes the focus, so its message is read out.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const payload = supplierPayload(values);
    try {
      const saved = creating ? await create.trigger(payload) : await update.trigger(payload);
      toast({
        tone: 'success',
        title: tc('toast.success'),
        description: t(creating ? 'toasts.created' : 'toasts.updated', { name: saved.data.name }),
      });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(serverFieldErrors(error));
      showError(error, { title: t(creating ? 'toasts.createFailed' : 'toasts.updateFailed') });
    }
  };

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={onOpenChange}
        title={creating ? t('form.createTitle') : t('form.editTitle')}
        description={creating ? t('form.createDescription') : supplier.name}
        closeLabel={t('form.close')}
        initialFocus={nameRef}
        hideOnInteractOutside={false}
        unsavedChanges={unsaved}
        footer={
          <div className={styles.sheetFooter}>
            {creating ? null : (
              <Button
                variant="outline"
                tone="critical"
                icon={<TrashIcon size={16} />}
                aria-haspopup="dialog"
                disabled={saving}
                onClick={() => setConfirmingDelete(true)}
              >
                {t('form.delete')}
              </Button>
            )}
            <div className={styles.sheetFooterEnd}>
              <FormFooter
                formId={formId}
                cancelLabel={t('form.cancel')}
                submitLabel={
                  saving ? t('form.saving') : creating ? t('form.submitCreate') : t('form.submitEdit')
                }
                busy={saving}
                submitDisabled={submitDisabled}
              />
            </div>
          </div>
        }
      >
        <form
          id={formId}
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitDisabled) void submit();
          }}
        >
          <LogoField
            name={values.name}
            state={logo}
            onStateChange={setLogo}
            serverError={serverErrors.avatar}
            onUploaded={(avatar) => {
              setValues((current) => ({ ...current, avatar }));
              setServerErrors(({ avatar: _gone, ...rest }) => rest);
            }}
            onRemoved={() => {
              setValues((current) => ({ ...current, avatar: null }));
              setServerErrors(({ avatar: _gone, ...rest }) => rest);
            }}
          />
          <TextField
            ref={nameRef}
            label={t('form.name')}
            required
            placeholder={t('form.namePlaceholder')}
            autoComplete="organization"
            {...textProps('name')}
          />
          <TextField
            label={t('form.code')}
            required
            description={creating ? t('form.codeHint') : undefined}
            autoComplete="off"
            spellCheck={false}
            {...textProps('code')}
          />
          <Textarea
            label={t('form.description')}
            placeholder={t('form.descriptionPlaceholder')}
            rows={3}
            {...textProps('description')}
          />
          <div className={styles.pair}>
            <TextField
              label={t('form.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              {...textProps('phone')}
            />
            <TextField label={t('form.email')} type="email" autoComplete="email" {...textProps('email')} />
          </div>
          <Textarea
            label={t('form.address')}
            rows={2}
            autoComplete="street-address"
            {...textProps('address')}
          />
          <TextField label={t('form.contactPerson')} autoComplete="name" {...textProps('contactPerson')} />
          <Switch
            label={t('form.status')}
            description={t('form.statusHint')}
            checked={values.status === 'ACTIVE'}
            onCheckedChange={(active) =>
              setValues((current) => ({ ...current, status: active ? 'ACTIVE' : 'INACTIVE' }))
            }
          />
        </form>
      </Drawer>
      {supplier ? (
        <DeleteSupplierDialog
          supplier={supplier}
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          onDeleted={() => onOpenChange(false)}
        />
      ) : null}
    </>
  );
}

interface DeleteSupplierDialogProps {
  supplier: Distributor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/**
 * 'Xoá nhà cung cấp?' with the supplier's name. A refusal because the supplier is still in use (409) closes the
 * dialog and shows the server's reason (pause it instead); any other failure keeps it open to try again.
 */
function DeleteSupplierDialog({ supplier, open, onOpenChange, onDeleted }: DeleteSupplierDialogProps) {
  const { t } = useTranslation('suppliers');
  const { t: tc } = useTranslation('common');
  const remove = useDeleteDistributor(supplier.id);
  const { toast } = useToast();
  const showError = useErrorToast();

  const confirm = async () => {
    try {
      await remove.trigger();
    } catch (error) {
      showError(error, { title: t('toasts.deleteFailed') });
      if (error instanceof ApiError && error.status === 409) return;
      throw error;
    }
    toast({
      tone: 'success',
      title: tc('toast.success'),
      description: t('toasts.deleted', { name: supplier.name }),
    });
    onDeleted();
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="critical"
      title={t('delete.title')}
      description={t('delete.description', { name: supplier.name })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={confirm}
    />
  );
}
