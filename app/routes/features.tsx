import { CtaBanner, FeatureGrid, SiteSection } from '../../src';
import { allFeatures } from '../data/site';
import { useAppText } from '../i18n';
import { usePageTitle } from '../page-title';

/** /features: the page's hero, six feature cards and 'Get Started Now'. */
export function Component() {
  const title = usePageTitle('page.features');
  const text = useAppText();
  return (
    <div data-full-bleed>
      <SiteSection level={1} title={title} description={text('site.featuresPage.subtitle')} align="center">
        <FeatureGrid features={allFeatures(text)} headingLevel={2} />
      </SiteSection>
      <CtaBanner
        id="get-started"
        title={text('site.cta.getStarted.title')}
        description={text('site.cta.getStarted.description')}
        actionLabel={text('site.cta.getStarted.action')}
        href="/signup"
      />
    </div>
  );
}
