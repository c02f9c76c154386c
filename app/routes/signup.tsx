import { css } from 'styled-system/css';
import { SignupBenefits, SignupForm, type SignupValues, SiteSection } from '../../src';
import { privacyHref, signupBenefits, termsHref } from '../data/site';
import { usePageTitle } from '../page-title';

const columns = css({
  display: 'grid',
  gap: { base: '8', lg: '12' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '2fr 3fr' },
  alignItems: 'start',
});

/** The sign-up has no backend yet, so it only logs its values (info level: the app test treats errors as failures). */
function logSignup(values: SignupValues) {
  console.info('Sign-up submitted', values);
}

/** /signup ('Get Started'): the benefit list and the 'Create Your Account' form. */
export function Component() {
  usePageTitle('page.signup');
  return (
    <div data-full-bleed>
      <SiteSection level={1} titleKey="page.signup" descriptionKey="site.signup.intro">
        <div className={columns}>
          <SignupBenefits benefitKeys={signupBenefits} />
          <SignupForm onSubmit={logSignup} termsHref={termsHref} privacyHref={privacyHref} />
        </div>
      </SiteSection>
    </div>
  );
}
