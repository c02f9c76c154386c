import { css } from 'styled-system/css';
import { type SignupValues, SiteSection } from '../../src';
import { privacyHref, signupBenefits, termsHref } from '../data/site';
import { useAppText } from '../i18n';
import { SignupBenefits, SignupForm } from '../lazy/routes/signup';
import { toaster } from '../lazy/toaster';
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
  const title = usePageTitle('page.signup');
  const text = useAppText();
  return (
    <div data-full-bleed>
      <SiteSection level={1} title={title} description={text('site.signup.intro')}>
        <div className={columns}>
          <SignupBenefits title={text('site.signup.benefitsTitle')} benefits={signupBenefits(text)} />
          <SignupForm
            onSubmit={logSignup}
            termsHref={termsHref}
            privacyHref={privacyHref}
            // Google and Microsoft sign-in are not connected yet: say so instead of doing nothing.
            onProviderClick={(provider) =>
              toaster.create({
                type: 'info',
                title: text('site.signup.providerTitle', { provider }),
                description: text('site.signup.providerDescription'),
              })
            }
          />
        </div>
      </SiteSection>
    </div>
  );
}
