// Sample content of the public site. UI copy is stored as message keys; names stay literal.
import type { FaqItem, MessageKey, PricingPlan, SiteContact, SiteFeature, SiteNavLink, Testimonial } from '../../src';

/** The header's links. */
export const siteNavLinks: SiteNavLink[] = [
  { href: '/', labelKey: 'site.nav.home' },
  { href: '/features', labelKey: 'site.nav.features' },
  { href: '/tracking', labelKey: 'site.nav.tracking' },
  { href: '/analytics', labelKey: 'site.nav.analytics' },
  { href: '/pricing', labelKey: 'site.nav.pricing' },
];

/** How to reach the company; 'Contact Us' and 'Contact Sales' write to these addresses. */
export const siteContact: SiteContact = {
  email: 'hello@labelport.example',
  phone: '+1 (555) 010-2547',
};

/** 'Contact Us' (hero, analytics) and 'Contact Sales' (pricing) targets. */
export const contactHref = `mailto:${siteContact.email}`;
export const contactSalesHref = `mailto:sales@labelport.example?subject=${encodeURIComponent('Labelport Enterprise')}`;

/** Placeholder targets of the legal links: there are no legal pages yet, so they open a mail to legal. */
export const termsHref = `mailto:legal@labelport.example?subject=${encodeURIComponent('Terms of Service')}`;
export const privacyHref = `mailto:legal@labelport.example?subject=${encodeURIComponent('Privacy Policy')}`;

export const footerCompanyLinks: SiteNavLink[] = [
  { href: '/', labelKey: 'site.nav.home' },
  { href: '/features', labelKey: 'site.nav.features' },
  { href: '/pricing', labelKey: 'site.nav.pricing' },
  { href: '/signup', labelKey: 'site.footer.signup' },
];

export const footerResourceLinks: SiteNavLink[] = [
  { href: '/tracking', labelKey: 'site.nav.tracking' },
  { href: '/analytics', labelKey: 'site.nav.analytics' },
  { href: termsHref, labelKey: 'site.footer.terms' },
  { href: privacyHref, labelKey: 'site.footer.privacy' },
];

/** Hero figures: 2,547 active shipments and a 98.3% delivery rate. */
export const heroFigures = { activeShipments: 2547, deliveryRate: 0.983 };

/** The 'Trusted by industry leaders' strip: five company names. */
export const trustedCompanies = ['Nordfrakt', 'Cargolane', 'Bluewave Logistics', 'Polar Freight', 'Meridian Supply'];

/** The home page's three feature cards. */
export const homeFeatures: SiteFeature[] = [
  {
    id: 'tracking',
    icon: 'tracking',
    titleKey: 'site.feature.tracking.title',
    descriptionKey: 'site.feature.tracking.description',
  },
  {
    id: 'analytics',
    icon: 'analytics',
    titleKey: 'site.feature.analytics.title',
    descriptionKey: 'site.feature.analytics.description',
  },
  { id: 'routes', icon: 'route', titleKey: 'site.feature.routes.title', descriptionKey: 'site.feature.routes.description' },
];

/** The /features page's six cards. */
export const allFeatures: SiteFeature[] = [
  {
    id: 'advanced-analytics',
    icon: 'trend',
    titleKey: 'site.feature.advancedAnalytics.title',
    descriptionKey: 'site.feature.advancedAnalytics.description',
  },
  {
    id: 'secure-tracking',
    icon: 'shield',
    titleKey: 'site.feature.secureTracking.title',
    descriptionKey: 'site.feature.secureTracking.description',
  },
  {
    id: 'global-coverage',
    icon: 'globe',
    titleKey: 'site.feature.globalCoverage.title',
    descriptionKey: 'site.feature.globalCoverage.description',
  },
  {
    id: 'easy-integration',
    icon: 'plug',
    titleKey: 'site.feature.easyIntegration.title',
    descriptionKey: 'site.feature.easyIntegration.description',
  },
  {
    id: 'real-time-updates',
    icon: 'zap',
    titleKey: 'site.feature.realTimeUpdates.title',
    descriptionKey: 'site.feature.realTimeUpdates.description',
  },
  {
    id: 'premium-support',
    icon: 'support',
    titleKey: 'site.feature.premiumSupport.title',
    descriptionKey: 'site.feature.premiumSupport.description',
  },
];

/** The plans' monthly prices in US dollars; annual billing takes 20% off twelve of them. */
const planMonthlyPrices = { starter: 29, professional: 79, enterprise: 199 } as const;

/** The three plans: Starter, Professional (the popular one) and Enterprise. */
export const pricingPlans: PricingPlan[] = [
  {
    id: 'starter',
    nameKey: 'site.plan.starter.name',
    monthlyPrice: planMonthlyPrices.starter,
    descriptionKey: 'site.plan.starter.description',
    featureKeys: [
      'site.plan.feature.shipments100',
      'site.plan.feature.basicAnalytics',
      'site.plan.feature.emailSupport',
      'site.plan.feature.routeOptimisation',
    ],
  },
  {
    id: 'professional',
    nameKey: 'site.plan.professional.name',
    monthlyPrice: planMonthlyPrices.professional,
    descriptionKey: 'site.plan.professional.description',
    featureKeys: [
      'site.plan.feature.shipments1000',
      'site.plan.feature.advancedAnalytics',
      'site.plan.feature.prioritySupport',
      'site.plan.feature.customIntegrations',
      'site.plan.feature.teamCollaboration',
    ],
    popular: true,
  },
  {
    id: 'enterprise',
    nameKey: 'site.plan.enterprise.name',
    monthlyPrice: planMonthlyPrices.enterprise,
    descriptionKey: 'site.plan.enterprise.description',
    featureKeys: [
      'site.plan.feature.unlimitedShipments',
      'site.plan.feature.customAnalytics',
      'site.plan.feature.phoneSupport',
      'site.plan.feature.accountManager',
      'site.plan.feature.customSolutions',
      'site.plan.feature.apiAccess',
    ],
    action: 'contactSales',
  },
];

/** 'All Plans Include' on /pricing. */
export const includedInAllPlans: SiteFeature[] = [
  {
    id: 'tracking-links',
    icon: 'link',
    titleKey: 'site.included.trackingLinks.title',
    descriptionKey: 'site.included.trackingLinks.description',
  },
  {
    id: 'monitoring',
    icon: 'monitor',
    titleKey: 'site.included.monitoring.title',
    descriptionKey: 'site.included.monitoring.description',
  },
  { id: 'api', icon: 'plug', titleKey: 'site.included.api.title', descriptionKey: 'site.included.api.description' },
];

/** The pricing FAQ: five questions on the billing terms (trial, annual saving, limits, plan changes, payment). */
export const pricingFaq: FaqItem[] = [
  { id: 'trial', questionKey: 'site.faq.trial.question', answerKey: 'site.faq.trial.answer' },
  { id: 'annual', questionKey: 'site.faq.annual.question', answerKey: 'site.faq.annual.answer' },
  { id: 'over-limit', questionKey: 'site.faq.overLimit.question', answerKey: 'site.faq.overLimit.answer' },
  { id: 'change-plan', questionKey: 'site.faq.changePlan.question', answerKey: 'site.faq.changePlan.answer' },
  { id: 'payment', questionKey: 'site.faq.payment.question', answerKey: 'site.faq.payment.answer' },
];

/** Three static testimonials. Photos are local placeholders in app/public/testimonials. */
export const testimonials: Testimonial[] = [
  {
    id: 'sarah',
    quoteKey: 'site.testimonial.quote.operations',
    author: 'Sarah Mitchell',
    roleKey: 'site.testimonial.role.operations',
    company: 'Nordfrakt',
    image: '/testimonials/sarah-mitchell.svg',
  },
  {
    id: 'david',
    quoteKey: 'site.testimonial.quote.logistics',
    author: 'David Chen',
    roleKey: 'site.testimonial.role.logistics',
    company: 'Cargolane',
    image: '/testimonials/david-chen.svg',
  },
  {
    id: 'emma',
    quoteKey: 'site.testimonial.quote.ceo',
    author: 'Emma Laurent',
    roleKey: 'site.testimonial.role.ceo',
    company: 'Polar Freight',
    image: '/testimonials/emma-laurent.svg',
  },
];

/** The sign-up page's benefit list. */
export const signupBenefits: MessageKey[] = [
  'site.signup.benefit.trial',
  'site.signup.benefit.noCard',
  'site.signup.benefit.cancel',
  'site.signup.benefit.onboarding',
];
