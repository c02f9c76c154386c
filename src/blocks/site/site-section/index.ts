export {
  CtaBanner,
  type CtaBannerProps,
  SiteSection,
  type SiteSectionAlign,
  type SiteSectionLevel,
  type SiteSectionProps,
  type SiteSectionTone,
} from './SiteSection';
