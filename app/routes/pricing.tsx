import { CtaBanner, FeatureGrid, SiteSection } from '../../src';
import { contactSalesHref, includedInAllPlans, pricingFaq, pricingPlans } from '../data/site';
import { useAppText } from '../i18n';
import { FaqAccordion, PricingPlans } from '../lazy/routes/pricing';
import { usePageTitle } from '../page-title';

/** /pricing: billing switch and plans, 'All Plans Include', the FAQ and 'Contact Sales'. */
export function Component() {
  const title = usePageTitle('page.pricing');
  const text = useAppText();
  return (
    <div data-full-bleed>
      <SiteSection level={1} title={title} description={text('site.pricing.subtitle')} align="center">
        <PricingPlans plans={pricingPlans(text)} contactSalesHref={contactSalesHref} headingLevel={2} />
      </SiteSection>
      <SiteSection id="included" title={text('site.included.title')} tone="subtle">
        <FeatureGrid features={includedInAllPlans(text)} />
      </SiteSection>
      <SiteSection id="faq" title={text('site.faq.title')}>
        <FaqAccordion items={pricingFaq(text)} />
      </SiteSection>
      <CtaBanner
        id="contact-sales"
        title={text('site.cta.sales.title')}
        description={text('site.cta.sales.description')}
        actionLabel={text('site.cta.sales.action')}
        href={contactSalesHref}
      />
    </div>
  );
}
