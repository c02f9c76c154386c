import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { profileForm } from 'styled-system/recipes';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { CardBody, CardDescription, CardFooter, CardHeader, CardRoot, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/field';
import { FileUpload } from '../../../components/file-upload';
import { PHOTO_RULES } from '../../../domain/files';
import {
  type EmailError,
  isPhotoDataUrl,
  normalizeProfile,
  type Profile,
  type ProfileField,
  type ProfileStats,
  validateProfile,
} from '../../../domain/profile';
import type { MessageKey } from '../../../i18n/messages';
import { useControllableState } from '../../../lib/use-controllable-state';
import { useForm } from '../../../lib/use-form';
import { useLanguage } from '../../language';

/**
 * A photo the user picked and saved: the file, an object URL that shows it (yours once saved: revoke it
 * when you no longer show it), and its data URL when it is within `photoStorageLimit`.
 */
export interface ProfilePhotoChange {
  file: File;
  url: string;
  dataUrl?: string;
}

/** What a callback returns: nothing when done at once, or a promise the form waits for (and keeps every edit if it rejects). */
type SaveResult = void | Promise<void>;

export interface ProfileFormProps {
  /** The saved profile, when the page holds it (it saves what `onSave` reports and passes the result back). */
  profile?: Profile;
  /** The profile to start from when the page does not hold it; also what it returns to when the account is deleted. */
  defaultProfile?: Profile;
  /** Member-since date, shipment count and total trucks, shown as fixed text. */
  stats: ProfileStats;
  /** The saved photo's address (a data URL, an object URL, an https URL), or null for none (the avatar shows initials). Held by the page. */
  photo?: string | null;
  /** The photo to start from when the page does not hold it. */
  defaultPhoto?: string | null;
  /**
   * The largest photo, in bytes, that the page keeps across visits. A picked photo within it is also
   * reported as a data URL, to store; a bigger one, and a saved photo that is an object URL, are marked as
   * shown for this visit only. Leave it out when the page keeps every photo (e.g. it uploads the file).
   */
  photoStorageLimit?: number;
  /** Called with the checked profile (every field trimmed) on 'Save Changes'; the form returns to read-only when it succeeds. */
  onSave?: (profile: Profile) => SaveResult;
  /** Called on 'Save Changes' after `onSave` when the photo was changed: the new photo, or null when it was removed. */
  onPhotoChange?: (photo: ProfilePhotoChange | null) => SaveResult;
  /** Called when the user confirms 'Delete Account'. The question stays open until a returned promise resolves, and stays if it rejects. */
  onDeleteAccount?: () => SaveResult;
  /** Extra class names for the layout grid. */
  className?: string;
}

type FieldSpec = { field: ProfileField; label: MessageKey; type?: string; autoComplete: string; wide?: boolean };
const FIELDS: FieldSpec[] = [
  { field: 'name', label: 'profile.field.name', autoComplete: 'name' },
  { field: 'company', label: 'profile.field.company', autoComplete: 'organization' },
  { field: 'email', label: 'profile.field.email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'profile.field.phone', type: 'tel', autoComplete: 'tel' },
  { field: 'address', label: 'profile.field.address', autoComplete: 'street-address', wide: true },
  { field: 'orgNr', label: 'profile.field.orgNr', autoComplete: 'off' },
  { field: 'country', label: 'profile.field.country', autoComplete: 'country-name' },
  { field: 'city', label: 'profile.field.city', autoComplete: 'address-level2' },
];
const LABELS = Object.fromEntries(FIELDS.map(({ field, label }) => [field, label])) as Record<ProfileField, MessageKey>;
const COMPANY_FIELDS: ProfileField[] = ['company', 'orgNr', 'address', 'city', 'country'];

const EMAIL_MESSAGES: Record<EmailError, MessageKey> = {
  required: 'profile.error.emailRequired',
  invalid: 'profile.error.emailInvalid',
};

const EMPTY_PROFILE: Profile = { name: '', company: '', email: '', phone: '', address: '', orgNr: '', country: '', city: '' };

function readDataUrl(file: File): Promise<string | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(file);
  });
}

/** Runs `next` once `result` is done: at once for a plain return, after the promise for an async one. */
function andThen(result: SaveResult, next: () => SaveResult): SaveResult {
  return result instanceof Promise ? result.then(next) : next();
}

/**
 * The customer's profile (/dashboard/profile): 'Profile Information' with the avatar, member-since date,
 * shipment and truck counts and the eight fields; a 'Company Information' summary; and 'Delete Account'.
 * Fields are read-only until 'Edit Profile'. 'Save Changes' checks the e-mail (a clear message next to the
 * field, nothing typed is lost), reports the profile and any new photo, and returns to read-only; 'Cancel'
 * discards the edits. In edit mode a photo can be chosen: JPG, PNG or GIF up to 5MB, anything else is refused
 * with a message. The block keeps nothing and shows no toast: the page stores what it reports and confirms it.
 */
export function ProfileForm({
  profile: profileProp,
  defaultProfile = EMPTY_PROFILE,
  stats,
  photo: photoProp,
  defaultPhoto = null,
  photoStorageLimit,
  onSave,
  onPhotoChange,
  onDeleteAccount,
  className,
}: ProfileFormProps) {
  const { t, formatDate, formatNumber } = useLanguage();
  const styles = profileForm();
  const [profile, updateProfile] = useControllableState(profileProp, defaultProfile);
  const [photo, updatePhoto] = useControllableState(photoProp, defaultPhoto);
  const [editing, setEditing] = useState(false);
  // undefined: photo unchanged; null: photo removed; otherwise the new photo.
  const [photoDraft, setPhotoDraft] = useState<ProfilePhotoChange | null | undefined>(undefined);
  // Object URLs of saved photos: they belong to the page now, which revokes them.
  const handedOver = useRef(new Set<string>());
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
    setPhotoDraft(undefined);
    form.reset();
  };

  const form = useForm<Profile, EmailError>({
    initialValues: profile,
    validate: (values) => validateProfile(normalizeProfile(values)),
    onSubmit: (values) => {
      const next = normalizeProfile(values);
      const change = photoDraft;
      return andThen(onSave?.(next), () =>
        andThen(change === undefined ? undefined : onPhotoChange?.(change), () => {
          updateProfile(() => next);
          if (change !== undefined) {
            if (change) handedOver.current.add(change.url);
            updatePhoto(() => change?.dataUrl ?? change?.url ?? null);
          }
          stopEditing();
        }),
      );
    },
  });

  const shownPhoto = (editing && photoDraft !== undefined ? photoDraft?.url : photo) ?? undefined;
  const shown = editing ? form.values : profile;

  // Revoke a draft's object URL when it is replaced or dropped, unless it was saved.
  const draftUrl = photoDraft?.url;
  useEffect(() => {
    return () => {
      if (draftUrl && !handedOver.current.has(draftUrl)) URL.revokeObjectURL(draftUrl);
    };
  }, [draftUrl]);

  // Move focus sensibly between modes: to the first field when editing starts, back to 'Edit Profile' after.
  // Deferred a frame: moved during the key press that pressed 'Edit Profile', the same Enter would reach the
  // field and submit the form at once.
  useEffect(() => {
    const target = editing
      ? form.formProps.ref.current?.querySelector<HTMLInputElement>('input[name="name"]')
      : returnFocus.current
        ? editButtonRef.current
        : null;
    returnFocus.current = false;
    if (!target) return;
    const frame = requestAnimationFrame(() => target.focus());
    return () => cancelAnimationFrame(frame);
  }, [editing, form.formProps.ref]);

  const startEditing = () => {
    form.reset();
    setPhotoDraft(undefined);
    setEditing(true);
  };

  const acceptPhoto = async (file: File) => {
    const url = URL.createObjectURL(file);
    const storable = photoStorageLimit !== undefined && file.size <= photoStorageLimit;
    const dataUrl = storable ? await readDataUrl(file) : undefined;
    setPhotoDraft({ file, url, dataUrl: dataUrl && isPhotoDataUrl(dataUrl) ? dataUrl : undefined });
  };

  const deleteAccount = () =>
    andThen(onDeleteAccount?.(), () => {
      updateProfile(() => defaultProfile);
      updatePhoto(() => null);
      setEditing(false);
      setPhotoDraft(undefined);
      form.reset();
    });

  // An object URL lives only as long as this page: say so, where the page keeps photos across visits.
  const forVisitOnly =
    photoStorageLimit !== undefined &&
    (editing ? Boolean(photoDraft && !photoDraft.dataUrl) : Boolean(photo?.startsWith('blob:')));

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
        <form
          {...form.formProps}
          // Enter in a read-only field must not save anything.
          onSubmit={(event) => (editing ? form.formProps.onSubmit(event) : event.preventDefault())}
          aria-label={t('profile.information')}
          className={styles.form}
        >
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
              {forVisitOnly ? (
                <p className={cx(styles.photoNote, styles.wide)}>
                  {t('profile.photoSessionOnly', {
                    size: formatNumber((photoStorageLimit ?? 0) / 1024, {
                      style: 'unit',
                      unit: 'kilobyte',
                      unitDisplay: 'short',
                    }),
                  })}
                </p>
              ) : null}
              {FIELDS.map(({ field, label, type, autoComplete, wide }) => {
                const error = form.errors[field];
                return (
                  <TextField
                    key={field}
                    {...form.input(field)}
                    value={shown[field]}
                    type={type ?? 'text'}
                    autoComplete={autoComplete}
                    label={t(label)}
                    readOnly={!editing}
                    errorText={error ? t(EMAIL_MESSAGES[error]) : undefined}
                    rootProps={wide ? { className: styles.wide } : undefined}
                  />
                );
              })}
            </div>
          </CardBody>
          {editing ? (
            <CardFooter>
              <div className={styles.actions}>
                <Button type="submit" loading={form.submitting}>
                  {t('profile.save')}
                </Button>
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
                  <dt className={styles.term}>{t(LABELS[field])}</dt>
                  <dd className={styles.detail}>{profile[field] || t('profile.notProvided')}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </CardRoot>

        <CardRoot>
          <CardHeader>
            <CardTitle level={2}>{t('profile.dangerZone')}</CardTitle>
            <CardDescription>{t('profile.deleteAccountDesc')}</CardDescription>
          </CardHeader>
          <CardFooter>
            <ConfirmDialog
              title={t('profile.areYouSure')}
              description={t('profile.deleteWarning')}
              cancelLabel={t('profile.cancel')}
              confirmLabel={t('profile.deleteAccount')}
              tone="danger"
              onConfirm={deleteAccount}
              trigger={
                <Button tone="danger">
                  <Trash2 aria-hidden />
                  {t('profile.deleteAccount')}
                </Button>
              }
            />
          </CardFooter>
        </CardRoot>
      </div>
    </div>
  );
}
