import { CtaBanner, FeatureGrid, Hero, LogoStrip, PricingPlans, SiteSection, TestimonialList } from '../../src';
import {
  contactHref,
  contactSalesHref,
  heroFigures,
  homeFeatures,
  pricingPlans,
  testimonials,
  trustedCompanies,
} from '../data/site';
import { usePageTitle } from '../page-title';

/** Home: hero, trusted-by strip, features, pricing, global tracking and testimonials. */
export function Component() {
  usePageTitle('page.home');
  return (
    <div data-full-bleed>
      <Hero {...heroFigures} contactHref={contactHref} />
      <LogoStrip companies={trustedCompanies} />
      <SiteSection id="features" titleKey="site.features.title" descriptionKey="site.features.subtitle" tone="subtle">
        <FeatureGrid features={homeFeatures} />
      </SiteSection>
      <SiteSection id="pricing" titleKey="site.pricing.title" descriptionKey="site.pricing.subtitle" align="center">
        <PricingPlans plans={pricingPlans} contactSalesHref={contactSalesHref} />
      </SiteSection>
      <CtaBanner
        id="tracking"
        titleKey="site.cta.tracking.title"
        descriptionKey="site.cta.tracking.description"
        actionKey="site.cta.tracking.action"
        href="/tracking"
      />
      <SiteSection id="testimonials" titleKey="site.testimonials.title">
        <TestimonialList testimonials={testimonials} />
      </SiteSection>
    </div>
  );
}
