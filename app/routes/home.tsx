import { CtaBanner, FeatureGrid, Hero, LogoStrip, SiteSection } from '../../src';
import {
  contactHref,
  contactSalesHref,
  heroCopy,
  heroFigures,
  homeFeatures,
  pricingPlans,
  testimonials,
  trustedCompanies,
} from '../data/site';
import { useAppText } from '../i18n';
import { PricingPlans, TestimonialList } from '../lazy/routes/home';
import { usePageTitle } from '../page-title';

/** Home: hero, trusted-by strip, features, pricing, global tracking and testimonials. */
export function Component() {
  usePageTitle('page.home');
  const text = useAppText();
  return (
    <div data-full-bleed>
      <Hero {...heroCopy(text)} {...heroFigures} contactHref={contactHref} />
      <LogoStrip title={text('site.logos.title')} companies={trustedCompanies} />
      <SiteSection id="features" title={text('site.features.title')} description={text('site.features.subtitle')} tone="subtle">
        <FeatureGrid features={homeFeatures(text)} />
      </SiteSection>
      <SiteSection id="pricing" title={text('site.pricing.title')} description={text('site.pricing.subtitle')} align="center">
        <PricingPlans plans={pricingPlans(text)} contactSalesHref={contactSalesHref} />
      </SiteSection>
      <CtaBanner
        id="tracking"
        title={text('site.cta.tracking.title')}
        description={text('site.cta.tracking.description')}
        actionLabel={text('site.cta.tracking.action')}
        href="/tracking"
      />
      <SiteSection id="testimonials" title={text('site.testimonials.title')}>
        <TestimonialList testimonials={testimonials(text)} />
      </SiteSection>
    </div>
  );
}
