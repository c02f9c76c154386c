import { CtaBanner, FaqAccordion, FeatureGrid, PricingPlans, SiteSection } from '../../src';
import { contactSalesHref, includedInAllPlans, pricingFaq, pricingPlans } from '../data/site';
import { usePageTitle } from '../page-title';

/** /pricing: billing switch and plans, 'All Plans Include', the FAQ and 'Contact Sales'. */
export function Component() {
  usePageTitle('page.pricing');
  return (
    <div data-full-bleed>
      <SiteSection level={1} titleKey="page.pricing" descriptionKey="site.pricing.subtitle" align="center">
        <PricingPlans plans={pricingPlans} contactSalesHref={contactSalesHref} headingLevel={2} />
      </SiteSection>
      <SiteSection id="included" titleKey="site.included.title" tone="subtle">
        <FeatureGrid features={includedInAllPlans} />
      </SiteSection>
      <SiteSection id="faq" titleKey="site.faq.title">
        <FaqAccordion items={pricingFaq} />
      </SiteSection>
      <CtaBanner
        id="contact-sales"
        titleKey="site.cta.sales.title"
        descriptionKey="site.cta.sales.description"
        actionKey="site.cta.sales.action"
        href={contactSalesHref}
      />
    </div>
  );
}
