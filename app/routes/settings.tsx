import { css } from 'styled-system/css';
import { SettingsTabs } from '../../src';
import { sampleProfile } from '../data/profile';
import { usePageTitle } from '../page-title';

export function Component() {
  const title = usePageTitle('page.settings');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl' })}>
      <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
      <SettingsTabs defaultInvoiceEmail={sampleProfile.email} />
    </div>
  );
}
