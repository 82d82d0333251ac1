import { ApiError } from '@pharmacy/api-client';
import { useUploadFile } from '@pharmacy/api-client/swr/files';
import { Avatar, Button, type FileRejection, FileUpload, StoreIcon } from '@pharmacy/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import * as styles from './SuppliersScreen.css';

/**
 * Logos are PNG or JPG of at most 2 MB (docs/product/suppliers.md#logo); the server refuses anything else the same
 * way.
 */
const LOGO_TYPES = ['png', 'jpg', 'jpeg'] as const;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export interface LogoState {
  /** What the preview shows: the stored logo's signed link, or the picked file (a blob: URL). */
  preview: string | null;
  uploading: boolean;
  /** The last refusal or upload failure; it blocks saving until another file is picked or the logo removed. */
  error: string | null;
}

export interface LogoFieldProps {
  /** The supplier's name as typed: the preview's initials and its accessible name. */
  name: string;
  state: LogoState;
  onStateChange: (update: (state: LogoState) => LogoState) => void;
  /** The server's refusal of the saved reference (a logo that is no longer there). */
  serverError?: string | undefined;
  /** The uploaded file's reference (`url`), to save as the supplier's `avatar`. */
  onUploaded: (reference: string) => void;
  onRemoved: () => void;
}

/**
 * The logo of the supplier sheet: a preview (the logo, or the name's initials), a picker that also takes a
 * dropped file, and 'Bỏ logo'. A picked file shows at once and uploads (`purpose: logo`); a wrong type or a file
 * over 2 MB is refused before any upload with the product's message. The size rule applies on edit as on create,
 * unlike the original, because the server refuses a larger upload either way.
 */
export function LogoField({
  name,
  state,
  onStateChange,
  serverError,
  onUploaded,
  onRemoved,
}: LogoFieldProps) {
  const { t } = useTranslation('suppliers');
  const upload = useUploadFile();
  const showError = useErrorToast();
  /** The blob: URL the preview shows, if it shows a picked file; revoked once nothing shows it any more. */
  const shownBlob = useRef<string | null>(null);
  const revokeShown = () => {
    if (shownBlob.current) URL.revokeObjectURL(shownBlob.current);
    shownBlob.current = null;
  };
  // The picked file's preview is let go when the sheet closes.
  useEffect(
    () => () => {
      if (shownBlob.current) URL.revokeObjectURL(shownBlob.current);
    },
    [],
  );

  const pick = async ([file]: File[]) => {
    if (!file) return;
    const previous = state.preview;
    const picked = URL.createObjectURL(file);
    onStateChange(() => ({ preview: picked, uploading: true, error: null }));
    try {
      const uploaded = await upload.trigger({ file, purpose: 'logo' });
      revokeShown();
      shownBlob.current = picked;
      onUploaded(uploaded.url);
      onStateChange((current) => ({ ...current, uploading: false }));
    } catch (error) {
      // The logo stays what it was; a refusal's own words (its type or size) beat the general message.
      URL.revokeObjectURL(picked);
      const refusal = error instanceof ApiError ? error.details?.file : undefined;
      if (!refusal) showError(error, { title: t('validation.logoUploadFailed') });
      onStateChange(() => ({
        preview: previous,
        uploading: false,
        error: refusal ?? t('validation.logoUploadFailed'),
      }));
    }
  };

  const reject = ([rejection]: FileRejection[]) => {
    if (!rejection) return;
    const error =
      rejection.reason === 'too-large'
        ? t('validation.logoSize')
        : rejection.reason === 'wrong-type'
          ? t('validation.logoType')
          : t('validation.logoOne');
    onStateChange((current) => ({ ...current, error }));
  };

  const remove = () => {
    revokeShown();
    onStateChange(() => ({ preview: null, uploading: false, error: null }));
    onRemoved();
  };

  return (
    <div className={styles.logoRow}>
      <div className={styles.logoPreview}>
        {state.preview || name.trim() ? (
          <Avatar
            name={name.trim()}
            alt={t('form.logoPreview', { name: name.trim() })}
            src={state.preview ?? undefined}
            size="xlarge"
          />
        ) : (
          <span className={styles.logoPlaceholder} aria-hidden="true">
            <StoreIcon size={28} />
          </span>
        )}
        {(state.preview || state.error) && !state.uploading ? (
          <Button size="small" variant="ghost" tone="neutral" onClick={remove}>
            {t('form.logoRemove')}
          </Button>
        ) : null}
      </div>
      <FileUpload
        className={styles.logoUpload}
        label={t('form.logo')}
        description={t('form.logoHint')}
        buttonLabel={t('form.logoChoose')}
        dropLabel={t('form.logoDrop')}
        uploadingLabel={t('form.logoUploading')}
        accept={LOGO_TYPES}
        maxSize={LOGO_MAX_BYTES}
        multiple={false}
        size="compact"
        uploading={state.uploading}
        error={state.error ?? serverError}
        onFiles={(files) => void pick(files)}
        onReject={reject}
      />
    </div>
  );
}
