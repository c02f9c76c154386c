// Sample content of the public site. Its copy comes from the app's catalog (app/i18n): each list is a
// function of `text`, the lookup in the active language, so pages pass the blocks finished strings.
// Names, addresses and figures stay literal.
import type { FaqItem, PricingPlan, SiteContact, SiteFeature, SiteNavLink, Testimonial } from '../../src';
import type { AppText } from '../i18n';

/** The header's links. */
export const siteNavLinks = (text: AppText): SiteNavLink[] => [
  { href: '/', label: text('site.nav.home') },
  { href: '/features', label: text('site.nav.features') },
  { href: '/tracking', label: text('site.nav.tracking') },
  { href: '/analytics', label: text('site.nav.analytics') },
  { href: '/pricing', label: text('site.nav.pricing') },
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

export const footerCompanyLinks = (text: AppText): SiteNavLink[] => [
  { href: '/', label: text('site.nav.home') },
  { href: '/features', label: text('site.nav.features') },
  { href: '/pricing', label: text('site.nav.pricing') },
  { href: '/signup', label: text('site.footer.signup') },
];

export const footerResourceLinks = (text: AppText): SiteNavLink[] => [
  { href: '/tracking', label: text('site.nav.tracking') },
  { href: '/analytics', label: text('site.nav.analytics') },
  { href: termsHref, label: text('site.footer.terms') },
  { href: privacyHref, label: text('site.footer.privacy') },
];

/** The hero's headline, its intro and the line above it. */
export const heroCopy = (text: AppText) => ({
  eyebrow: text('site.hero.eyebrow'),
  title: text('site.hero.title'),
  subtitle: text('site.hero.subtitle'),
});

/** Hero figures: 2,547 active shipments and a 98.3% delivery rate. */
export const heroFigures = { activeShipments: 2547, deliveryRate: 0.983 };

/** The 'Trusted by industry leaders' strip: five company names. */
export const trustedCompanies = ['Nordfrakt', 'Cargolane', 'Bluewave Logistics', 'Polar Freight', 'Meridian Supply'];

/** The home page's three feature cards. */
export const homeFeatures = (text: AppText): SiteFeature[] => [
  {
    id: 'tracking',
    icon: 'tracking',
    title: text('site.feature.tracking.title'),
    description: text('site.feature.tracking.description'),
  },
  {
    id: 'analytics',
    icon: 'analytics',
    title: text('site.feature.analytics.title'),
    description: text('site.feature.analytics.description'),
  },
  { id: 'routes', icon: 'route', title: text('site.feature.routes.title'), description: text('site.feature.routes.description') },
];

/** The /features page's six cards. */
export const allFeatures = (text: AppText): SiteFeature[] => [
  {
    id: 'advanced-analytics',
    icon: 'trend',
    title: text('site.feature.advancedAnalytics.title'),
    description: text('site.feature.advancedAnalytics.description'),
  },
  {
    id: 'secure-tracking',
    icon: 'shield',
    title: text('site.feature.secureTracking.title'),
    description: text('site.feature.secureTracking.description'),
  },
  {
    id: 'global-coverage',
    icon: 'globe',
    title: text('site.feature.globalCoverage.title'),
    description: text('site.feature.globalCoverage.description'),
  },
  {
    id: 'easy-integration',
    icon: 'plug',
    title: text('site.feature.easyIntegration.title'),
    description: text('site.feature.easyIntegration.description'),
  },
  {
    id: 'real-time-updates',
    icon: 'zap',
    title: text('site.feature.realTimeUpdates.title'),
    description: text('site.feature.realTimeUpdates.description'),
  },
  {
    id: 'premium-support',
    icon: 'support',
    title: text('site.feature.premiumSupport.title'),
    description: text('site.feature.premiumSupport.description'),
  },
];

/** The plans' monthly prices in US dollars; annual billing takes 20% off twelve of them. */
const planMonthlyPrices = { starter: 29, professional: 79, enterprise: 199 } as const;

/** The three plans: Starter, Professional (the popular one) and Enterprise. */
export const pricingPlans = (text: AppText): PricingPlan[] => [
  {
    id: 'starter',
    name: text('site.plan.starter.name'),
    monthlyPrice: planMonthlyPrices.starter,
    description: text('site.plan.starter.description'),
    features: [
      text('site.plan.feature.shipments100'),
      text('site.plan.feature.basicAnalytics'),
      text('site.plan.feature.emailSupport'),
      text('site.plan.feature.routeOptimisation'),
    ],
  },
  {
    id: 'professional',
    name: text('site.plan.professional.name'),
    monthlyPrice: planMonthlyPrices.professional,
    description: text('site.plan.professional.description'),
    features: [
      text('site.plan.feature.shipments1000'),
      text('site.plan.feature.advancedAnalytics'),
      text('site.plan.feature.prioritySupport'),
      text('site.plan.feature.customIntegrations'),
      text('site.plan.feature.teamCollaboration'),
    ],
    popular: true,
  },
  {
    id: 'enterprise',
    name: text('site.plan.enterprise.name'),
    monthlyPrice: planMonthlyPrices.enterprise,
    description: text('site.plan.enterprise.description'),
    features: [
      text('site.plan.feature.unlimitedShipments'),
      text('site.plan.feature.customAnalytics'),
      text('site.plan.feature.phoneSupport'),
      text('site.plan.feature.accountManager'),
      text('site.plan.feature.customSolutions'),
      text('site.plan.feature.apiAccess'),
    ],
    action: 'contactSales',
  },
];

/** 'All Plans Include' on /pricing. */
export const includedInAllPlans = (text: AppText): SiteFeature[] => [
  {
    id: 'tracking-links',
    icon: 'link',
    title: text('site.included.trackingLinks.title'),
    description: text('site.included.trackingLinks.description'),
  },
  {
    id: 'monitoring',
    icon: 'monitor',
    title: text('site.included.monitoring.title'),
    description: text('site.included.monitoring.description'),
  },
  { id: 'api', icon: 'plug', title: text('site.included.api.title'), description: text('site.included.api.description') },
];

/** The pricing FAQ: five questions on the billing terms (trial, annual saving, limits, plan changes, payment). */
export const pricingFaq = (text: AppText): FaqItem[] => [
  { id: 'trial', question: text('site.faq.trial.question'), answer: text('site.faq.trial.answer') },
  { id: 'annual', question: text('site.faq.annual.question'), answer: text('site.faq.annual.answer') },
  { id: 'over-limit', question: text('site.faq.overLimit.question'), answer: text('site.faq.overLimit.answer') },
  { id: 'change-plan', question: text('site.faq.changePlan.question'), answer: text('site.faq.changePlan.answer') },
  { id: 'payment', question: text('site.faq.payment.question'), answer: text('site.faq.payment.answer') },
];

/** Three static testimonials. Photos are local placeholders in app/public/testimonials. */
export const testimonials = (text: AppText): Testimonial[] => [
  {
    id: 'sarah',
    quote: text('site.testimonial.quote.operations'),
    author: 'Sarah Mitchell',
    role: text('site.testimonial.role.operations'),
    company: 'Nordfrakt',
    image: '/testimonials/sarah-mitchell.svg',
  },
  {
    id: 'david',
    quote: text('site.testimonial.quote.logistics'),
    author: 'David Chen',
    role: text('site.testimonial.role.logistics'),
    company: 'Cargolane',
    image: '/testimonials/david-chen.svg',
  },
  {
    id: 'emma',
    quote: text('site.testimonial.quote.ceo'),
    author: 'Emma Laurent',
    role: text('site.testimonial.role.ceo'),
    company: 'Polar Freight',
    image: '/testimonials/emma-laurent.svg',
  },
];

/** The sign-up page's benefit list. */
export const signupBenefits = (text: AppText): string[] => [
  text('site.signup.benefit.trial'),
  text('site.signup.benefit.noCard'),
  text('site.signup.benefit.cancel'),
  text('site.signup.benefit.onboarding'),
];
