import { css } from 'styled-system/css';
import { PHOTO_STORAGE_LIMIT } from '../../src';
import { profileStats, sampleProfile } from '../data/profile';
import { useAppText } from '../i18n';
import { LanguageSelect } from '../lazy/language-select';
import { ProfileForm } from '../lazy/routes/profile';
import { toaster } from '../lazy/toaster';
import { usePageTitle } from '../page-title';
import { useProfilePhoto, useStoredProfile } from '../state/profile';

export function Component() {
  const title = usePageTitle('page.profile');
  const text = useAppText();
  const [profile, setProfile] = useStoredProfile();
  const { photo, save: savePhoto } = useProfilePhoto();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' })}
      >
        <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
        <LanguageSelect />
      </div>
      <ProfileForm
        profile={profile}
        stats={profileStats}
        photo={photo}
        photoStorageLimit={PHOTO_STORAGE_LIMIT}
        onSave={(next) => {
          setProfile(next);
          toaster.create({ type: 'success', title: text('profile.updated'), description: text('profile.updatedDesc') });
        }}
        onPhotoChange={savePhoto}
        // No account server: deleting puts the sample profile back and forgets the photo.
        onDeleteAccount={() => {
          setProfile(sampleProfile);
          savePhoto(null);
          toaster.create({
            type: 'error',
            title: text('profile.accountDeleted'),
            description: text('profile.accountDeletedDesc'),
          });
        }}
      />
    </div>
  );
}
