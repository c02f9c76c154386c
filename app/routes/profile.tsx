import { css } from 'styled-system/css';
import { LanguageSelect, ProfileForm } from '../../src';
import { profileStats, sampleProfile } from '../data/profile';
import { usePageTitle } from '../page-title';

export function Component() {
  const title = usePageTitle('page.profile');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' })}
      >
        <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
        <LanguageSelect />
      </div>
      <ProfileForm defaultProfile={sampleProfile} stats={profileStats} />
    </div>
  );
}
