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

/** Spec §4 and §7: the sign-up only logs its values (info level: the app test treats errors as failures). */
function logSignup(values: SignupValues) {
  console.info('Sign-up submitted', values);
}

/** /signup ('Get Started', spec §2): the benefit list and the 'Create Your Account' form. */
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
