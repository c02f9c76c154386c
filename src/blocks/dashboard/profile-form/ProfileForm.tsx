import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { profileForm } from 'styled-system/recipes';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { CardBody, CardDescription, CardFooter, CardHeader, CardRoot, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/field';
import { FileUpload } from '../../../components/file-upload';
import { toaster } from '../../../components/toaster';
import { PHOTO_RULES } from '../../../domain/files';
import {
  canStorePhoto,
  isPhotoDataUrl,
  normalizeProfile,
  PHOTO_STORAGE_LIMIT,
  type Profile,
  type ProfileErrors,
  type ProfileField,
  type ProfileStats,
  repairProfile,
  validateProfile,
} from '../../../domain/profile';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { MessageKey } from '../../../i18n/messages';
import { keepIf, keptForVisit } from '../../../lib/storage';
import { useStoredState } from '../../../lib/use-stored-state';

/** Where the saved profile is kept. */
export const PROFILE_STORAGE_KEY = 'labelport:profile';
/** Where a small profile photo is kept, as an image data URL. */
export const PROFILE_PHOTO_STORAGE_KEY = 'labelport:profile-photo';

export interface ProfileFormProps {
  /** The profile shown until the user saves their own (the sample data), and restored when the account is deleted. */
  defaultProfile: Profile;
  /** Member-since date, shipment count and total trucks, shown as fixed text. */
  stats: ProfileStats;
  /** localStorage key of the saved profile. Defaults to `labelport:profile`. */
  storageKey?: string;
  /** localStorage key of a small photo (up to 256 KiB). Defaults to `labelport:profile-photo`. */
  photoStorageKey?: string;
  /** Called with the saved profile after 'Save Changes' succeeds. */
  onSave?: (profile: Profile) => void;
  /** Called after the user confirms 'Delete Account' (stored profile and photo are already cleared). */
  onDeleteAccount?: () => void;
  /** Extra class names for the layout grid. */
  className?: string;
}

type FieldSpec = { field: ProfileField; type?: string; autoComplete: string; wide?: boolean };
const FIELDS: FieldSpec[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'company', autoComplete: 'organization' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
  { field: 'address', autoComplete: 'street-address', wide: true },
  { field: 'orgNr', autoComplete: 'off' },
  { field: 'country', autoComplete: 'country-name' },
  { field: 'city', autoComplete: 'address-level2' },
];
const COMPANY_FIELDS: ProfileField[] = ['company', 'orgNr', 'address', 'city', 'country'];

const EMAIL_MESSAGES: Record<NonNullable<ProfileErrors['email']>, MessageKey> = {
  required: 'settings.error.emailRequired',
  invalid: 'settings.error.emailInvalid',
};

/** A newly picked photo: an object URL for the preview, and a data URL when it is small enough to store. */
interface PhotoDraft {
  file: File;
  url: string;
  dataUrl?: string;
}

function readDataUrl(file: File): Promise<string | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(file);
  });
}

function isStoredPhoto(value: unknown): value is string | null {
  return value === null || isPhotoDataUrl(value);
}

/**
 * The customer's profile (/dashboard/profile): 'Profile Information' with the avatar,
 * member-since date, shipment and truck counts and the eight fields; a 'Company Information' summary; and
 * 'Delete Account'. Fields are read-only until 'Edit Profile'. 'Save Changes' checks the e-mail (a clear
 * message next to the field, nothing typed is lost), saves to localStorage, returns to read-only and shows
 * the 'Profile updated' toast; 'Cancel' discards the edits. In edit mode a photo can be chosen: JPG, PNG or
 * GIF up to 5MB, anything else is refused with a message. A photo up to 256 KiB is kept across reloads as a
 * data URL; a bigger one is shown for this visit only (an object URL), and the form says so.
 */
export function ProfileForm({
  defaultProfile,
  stats,
  storageKey = PROFILE_STORAGE_KEY,
  photoStorageKey = PROFILE_PHOTO_STORAGE_KEY,
  onSave,
  onDeleteAccount,
  className,
}: ProfileFormProps) {
  const { t, formatDate, formatNumber } = useLanguage();
  const styles = profileForm();
  const [profile, setProfile] = useStoredState<Profile>(storageKey, defaultProfile, (stored) =>
    repairProfile(stored, defaultProfile),
  );
  const [storedPhoto, setStoredPhoto] = useStoredState<string | null>(photoStorageKey, null, keepIf(isStoredPhoto));
  // A photo too big for storage lives as an object URL for the rest of the visit, so leaving the page and
  // coming back still shows it until the tab is closed or reloaded.
  const [sessionPhoto, setSessionPhoto] = useState<string | undefined>(() => keptForVisit.get(photoStorageKey));
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Profile>(profile);
  const [errors, setErrors] = useState<ProfileErrors>({});
  // undefined: photo unchanged; null: photo removed; otherwise the new photo.
  const [photoDraft, setPhotoDraft] = useState<PhotoDraft | null | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const formId = useId();

  const savedPhoto = sessionPhoto ?? storedPhoto ?? undefined;
  const shownPhoto = editing && photoDraft !== undefined ? (photoDraft?.url ?? undefined) : savedPhoto;
  const shown = editing ? draft : profile;

  // Revoke a draft's object URL when it is replaced or dropped, unless it became the session photo.
  const draftUrl = photoDraft?.url;
  useEffect(() => {
    return () => {
      if (draftUrl && keptForVisit.get(photoStorageKey) !== draftUrl) URL.revokeObjectURL(draftUrl);
    };
  }, [draftUrl, photoStorageKey]);

  // Move focus sensibly between modes: to the first field when editing starts, back to 'Edit Profile' after.
  // Deferred a frame: moved during the key press that pressed 'Edit Profile', the same Enter would reach the
  // field and submit the form at once.
  useEffect(() => {
    const target = editing
      ? formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')
      : returnFocus.current
        ? editButtonRef.current
        : null;
    returnFocus.current = false;
    if (!target) return;
    const frame = requestAnimationFrame(() => target.focus());
    return () => cancelAnimationFrame(frame);
  }, [editing]);

  const startEditing = () => {
    setDraft(profile);
    setErrors({});
    setPhotoDraft(undefined);
    setEditing(true);
  };

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
    setErrors({});
    setPhotoDraft(undefined);
  };

  const acceptPhoto = async (file: File) => {
    const url = URL.createObjectURL(file);
    const dataUrl = canStorePhoto(file.size) ? await readDataUrl(file) : undefined;
    setPhotoDraft({ file, url, dataUrl: dataUrl && isPhotoDataUrl(dataUrl) ? dataUrl : undefined });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a read-only field must not save anything.
    if (!editing) return;
    const next = normalizeProfile(draft);
    const problems = validateProfile(next);
    setErrors(problems);
    const first = FIELDS.find(({ field }) => problems[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first.field}"]`)?.focus();
      return;
    }
    setProfile(next);
    if (photoDraft === null) {
      setStoredPhoto(null);
      keptForVisit.delete(photoStorageKey);
      if (sessionPhoto) URL.revokeObjectURL(sessionPhoto);
      setSessionPhoto(undefined);
    } else if (photoDraft) {
      if (sessionPhoto) URL.revokeObjectURL(sessionPhoto);
      if (photoDraft.dataUrl) {
        setStoredPhoto(photoDraft.dataUrl);
        keptForVisit.delete(photoStorageKey);
        setSessionPhoto(undefined);
      } else {
        setStoredPhoto(null);
        keptForVisit.set(photoStorageKey, photoDraft.url);
        setSessionPhoto(photoDraft.url);
      }
    }
    stopEditing();
    toaster.create({ type: 'success', title: t('profile.updated'), description: t('profile.updatedDesc') });
    onSave?.(next);
  };

  const deleteAccount = () => {
    setProfile(defaultProfile);
    setStoredPhoto(null);
    if (sessionPhoto) URL.revokeObjectURL(sessionPhoto);
    keptForVisit.delete(photoStorageKey);
    setSessionPhoto(undefined);
    setEditing(false);
    toaster.create({ type: 'error', title: t('profile.accountDeleted'), description: t('profile.accountDeletedDesc') });
    onDeleteAccount?.();
  };

  const sessionOnly = editing ? Boolean(photoDraft && !photoDraft.dataUrl) : Boolean(sessionPhoto);

  return (
    <div className={cx(styles.root, className)}>
      <CardRoot className={styles.main}>
        <CardHeader>
          <div className={styles.headerRow}>
            <div>
              <CardTitle level={2}>{t('profile.information')}</CardTitle>
              <CardDescription>{t('profile.informationDesc')}</CardDescription>
            </div>
            {editing ? null : (
              <Button ref={editButtonRef} variant="outline" onClick={startEditing}>
                <Pencil aria-hidden />
                {t('profile.edit')}
              </Button>
            )}
          </div>
        </CardHeader>
        <form id={formId} ref={formRef} noValidate onSubmit={save} aria-label={t('profile.information')} className={styles.form}>
          <CardBody>
            <div className={styles.identity}>
              <Avatar size="lg" name={shown.name} src={shownPhoto} decorative />
              <div className={styles.identityText}>
                <p className={styles.name}>{shown.name || t('core.avatar.defaultName')}</p>
                <p className={styles.since}>{t('profile.memberSince', { date: formatDate(stats.memberSince, 'long') })}</p>
              </div>
            </div>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt className={styles.statLabel}>{t('profile.shipments')}</dt>
                <dd className={styles.statValue}>{formatNumber(stats.shipmentCount)}</dd>
              </div>
              <div className={styles.stat}>
                <dt className={styles.statLabel}>{t('profile.totalTrucks')}</dt>
                <dd className={styles.statValue}>{formatNumber(stats.totalTrucks)}</dd>
              </div>
            </dl>

            <div className={styles.grid}>
              {editing ? (
                <div className={cx(styles.photo, styles.wide)}>
                  <FileUpload
                    label={t('profile.uploadPhoto')}
                    hint={t('profile.photoHint')}
                    accept={PHOTO_RULES.accept}
                    maxFileSize={PHOTO_RULES.maxFileSize}
                    showFileList={false}
                    onFilesAccepted={(files) => {
                      if (files[0]) void acceptPhoto(files[0]);
                    }}
                  />
                  {shownPhoto ? (
                    <div className={styles.photoRow}>
                      <Button variant="ghost" size="sm" onClick={() => setPhotoDraft(null)}>
                        <Trash2 aria-hidden />
                        {t('profile.removePhoto')}
                      </Button>
                    </div>
                  ) : null}
                </div>
              ) : null}
              {sessionOnly ? (
                <p className={cx(styles.photoNote, styles.wide)}>
                  {t('profile.photoSessionOnly', {
                    size: formatNumber(PHOTO_STORAGE_LIMIT / 1024, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }),
                  })}
                </p>
              ) : null}
              {FIELDS.map(({ field, type, autoComplete, wide }) => {
                const error = field === 'email' ? errors.email : undefined;
                return (
                  <TextField
                    key={field}
                    name={field}
                    type={type ?? 'text'}
                    autoComplete={autoComplete}
                    label={t(`profile.field.${field}` as MessageKey)}
                    value={shown[field]}
                    readOnly={!editing}
                    errorText={error ? t(EMAIL_MESSAGES[error]) : undefined}
                    rootProps={wide ? { className: styles.wide } : undefined}
                    onChange={(event) => {
                      const value = event.target.value;
                      setDraft((previous) => ({ ...previous, [field]: value }));
                      if (field === 'email' && errors.email) setErrors({});
                    }}
                  />
                );
              })}
            </div>
          </CardBody>
          {editing ? (
            <CardFooter>
              <div className={styles.actions}>
                <Button type="submit">{t('profile.save')}</Button>
                <Button variant="outline" onClick={stopEditing}>
                  {t('profile.cancel')}
                </Button>
              </div>
            </CardFooter>
          ) : null}
        </form>
      </CardRoot>

      <div className={styles.aside}>
        <CardRoot>
          <CardHeader>
            <CardTitle level={2}>{t('profile.companyInformation')}</CardTitle>
          </CardHeader>
          <CardBody>
            <dl className={styles.summary}>
              {COMPANY_FIELDS.map((field) => (
                <div key={field} className={styles.summaryRow}>
                  <dt className={styles.term}>{t(`profile.field.${field}` as MessageKey)}</dt>
                  <dd className={styles.detail}>{profile[field] || t('profile.notProvided')}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </CardRoot>

        <CardRoot>
          <CardHeader>
            <CardTitle level={2}>{t('profile.dangerZone')}</CardTitle>
            <CardDescription>{t('settings.deleteAccountDesc')}</CardDescription>
          </CardHeader>
          <CardFooter>
            <ConfirmDialog
              title={t('settings.areYouSure')}
              description={t('settings.deleteWarning')}
              cancelLabel={t('settings.cancel')}
              confirmLabel={t('settings.deleteAccount')}
              destructive
              onConfirm={deleteAccount}
              trigger={
                <Button variant="danger">
                  <Trash2 aria-hidden />
                  {t('settings.deleteAccount')}
                </Button>
              }
            />
          </CardFooter>
        </CardRoot>
      </div>
    </div>
  );
}
