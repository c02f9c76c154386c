import { CtaBanner, FeatureGrid, SiteSection } from '../../src';
import { allFeatures } from '../data/site';
import { usePageTitle } from '../page-title';

/** /features: the page's hero, six feature cards and 'Get Started Now'. */
export function Component() {
  usePageTitle('page.features');
  return (
    <div data-full-bleed>
      <SiteSection level={1} titleKey="page.features" descriptionKey="site.featuresPage.subtitle" align="center">
        <FeatureGrid features={allFeatures} headingLevel={2} />
      </SiteSection>
      <CtaBanner
        id="get-started"
        titleKey="site.cta.getStarted.title"
        descriptionKey="site.cta.getStarted.description"
        actionKey="site.cta.getStarted.action"
        href="/signup"
      />
    </div>
  );
}
