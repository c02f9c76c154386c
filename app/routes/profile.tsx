import { css } from 'styled-system/css';
import { DataState, PHOTO_STORAGE_LIMIT, Skeleton } from '../../src';
import { profileQuery, remoteData, useProfileQuery, useSaveProfile } from '../data/queries';
import type { RouteData } from '../data/route-data';
import { useAppText } from '../i18n';
import { LanguageSelect } from '../lazy/language-select';
import { ProfileForm } from '../lazy/routes/profile';
import { toaster } from '../lazy/toaster';
import { usePageTitle } from '../page-title';
import { useProfilePhoto } from '../state/profile';

export const handle: RouteData = { queries: [profileQuery] };

export function Component() {
  const title = usePageTitle('page.profile');
  const text = useAppText();
  const query = useProfileQuery();
  const saveProfile = useSaveProfile();
  const { photo, save: savePhoto } = useProfilePhoto();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' })}
      >
        <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
        <LanguageSelect />
      </div>
      <DataState label={text('data.profile')} skeleton={<Skeleton height="var(--sizes-md)" />} {...remoteData(query)}>
        {query.data ? (
          <ProfileForm
            profile={query.data.profile}
            stats={query.data.stats}
            photo={photo}
            photoStorageLimit={PHOTO_STORAGE_LIMIT}
            onSave={(next) =>
              saveProfile(next, () =>
                toaster.create({ type: 'success', title: text('profile.updated'), description: text('profile.updatedDesc') }),
              )
            }
            onPhotoChange={savePhoto}
            // No account server: deleting puts the sample profile back and forgets the photo.
            onDeleteAccount={() => {
              savePhoto(null);
              saveProfile(null, () =>
                toaster.create({
                  type: 'error',
                  title: text('profile.accountDeleted'),
                  description: text('profile.accountDeletedDesc'),
                }),
              );
            }}
          />
        ) : null}
      </DataState>
    </div>
  );
}
