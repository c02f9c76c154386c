// The reference app's own copy in English, the source language: page headings and the marketing site's
// texts, which the app passes to the package's blocks. The components' own strings live in the package.
// app-sv.ts, app-de.ts and app-fr.ts supply every key (`satisfies AppMessages`); English is bundled, they are lazy.

export const en = {
  // Page headings, also the document titles (usePageTitle).
  'page.home': 'Streamline Your Shipping Operations',
  'page.features': 'Features Built for Modern Logistics',
  'page.tracking': 'Track Your Shipment',
  'page.analytics': 'Powerful Logistics Analytics',
  'page.pricing': 'Simple, Transparent Pricing',
  'page.signup': 'Get Started',
  'page.dashboard': 'Dashboard',
  'page.projects': 'My Projects',
  'page.uploads': 'Uploads',
  'page.logistics': 'Logistics',
  'page.messages': 'Messages',
  'page.profile': 'Your Profile',
  'page.settings': 'Settings',

  // The public site's navigation and footer.
  'site.nav.home': 'Home',
  'site.nav.features': 'Features',
  'site.nav.tracking': 'Tracking',
  'site.nav.analytics': 'Analytics',
  'site.nav.pricing': 'Pricing',
  'site.footer.tagline':
    'Real-time shipment tracking, delivery analytics and AI-powered route planning for modern shipping teams.',
  'site.footer.signup': 'Create an account',
  'site.footer.terms': 'Terms of Service',
  'site.footer.privacy': 'Privacy Policy',

  // The home page: hero, trusted-by strip, features, tracking banner and testimonials.
  'site.hero.eyebrow': 'AI-powered logistics platform',
  'site.hero.title': 'Streamline Your Shipping Operations',
  'site.hero.subtitle':
    'Track every shipment in real time, understand your delivery performance and plan better routes, all in one place.',
  'site.logos.title': 'Trusted by industry leaders',
  'site.features.title': 'Everything you need to ship smarter',
  'site.features.subtitle': 'One platform for tracking, analytics and route planning.',
  'site.feature.tracking.title': 'Real-Time Shipment Tracking',
  'site.feature.tracking.description': 'Follow every parcel and pallet from warehouse to doorstep with live status updates.',
  'site.feature.analytics.title': 'Comprehensive Analytics',
  'site.feature.analytics.description':
    'See delivery times, success rates and costs at a glance, and spot trends before they become problems.',
  'site.feature.routes.title': 'Optimised Route Planning',
  'site.feature.routes.description': 'AI-powered route planning cuts mileage, fuel and delivery times.',
  'site.cta.tracking.title': 'Global Tracking Coverage',
  'site.cta.tracking.description': 'Follow shipments across carriers, countries and continents with a single tracking number.',
  'site.cta.tracking.action': 'Try Global Tracking',
  'site.testimonials.title': 'What our customers say',
  'site.testimonial.role.operations': 'Head of Operations',
  'site.testimonial.role.logistics': 'Logistics Manager',
  'site.testimonial.role.ceo': 'CEO',
  'site.testimonial.quote.operations':
    'Labelport cut the time we spend chasing carriers in half. Our customers always know where their orders are.',
  'site.testimonial.quote.logistics':
    'The analytics showed us which routes were costing us the most. We saved 18% on delivery costs in three months.',
  'site.testimonial.quote.ceo': 'Setting up took one afternoon, and the support team answered every question the same day.',

  // /features: its six features and the sign-up banner.
  'site.feature.advancedAnalytics.title': 'Advanced Analytics',
  'site.feature.advancedAnalytics.description':
    'Dashboards and reports on delivery performance, volumes and regions, ready to share with your team.',
  'site.feature.secureTracking.title': 'Secure Tracking',
  'site.feature.secureTracking.description': 'Encrypted tracking links and role-based access keep your shipment data safe.',
  'site.feature.globalCoverage.title': 'Global Coverage',
  'site.feature.globalCoverage.description': 'Track shipments across carriers and borders in more than 200 countries.',
  'site.feature.easyIntegration.title': 'Easy Integration',
  'site.feature.easyIntegration.description': 'Connect your shop, warehouse and ERP systems through our API in an afternoon.',
  'site.feature.realTimeUpdates.title': 'Real-Time Updates',
  'site.feature.realTimeUpdates.description':
    'Instant notifications on every status change, so you and your customers are never left guessing.',
  'site.feature.premiumSupport.title': 'Premium Support',
  'site.feature.premiumSupport.description': 'Logistics experts ready to help by e-mail, chat and phone.',
  'site.featuresPage.subtitle':
    'From the first scan to the final signature, Labelport gives your team the tools to ship with confidence.',
  'site.cta.getStarted.title': 'Ready to streamline your shipping?',
  'site.cta.getStarted.description': 'Start your 14-day free trial today. No credit card required.',
  'site.cta.getStarted.action': 'Get Started Now',

  // /pricing (its plans also on the home page): the plans, 'All Plans Include', the FAQ and 'Contact Sales'.
  'site.cta.sales.title': 'Need a custom plan?',
  'site.cta.sales.description': 'Our sales team will put together a plan that fits your volumes and workflows.',
  'site.cta.sales.action': 'Contact Sales',
  'site.pricing.title': 'Simple, Transparent Pricing',
  'site.pricing.subtitle': 'Choose the plan that fits your shipping volume. Every plan starts with a 14-day free trial.',
  'site.plan.starter.name': 'Starter',
  'site.plan.starter.description': 'For small teams starting to track their shipments.',
  'site.plan.professional.name': 'Professional',
  'site.plan.professional.description': 'For growing businesses that ship every day.',
  'site.plan.enterprise.name': 'Enterprise',
  'site.plan.enterprise.description': 'For large operations with custom needs.',
  'site.plan.feature.shipments100': 'Up to 100 shipments per month',
  'site.plan.feature.basicAnalytics': 'Basic analytics',
  'site.plan.feature.emailSupport': 'Email support',
  'site.plan.feature.routeOptimisation': 'Route optimisation',
  'site.plan.feature.shipments1000': 'Up to 1,000 shipments per month',
  'site.plan.feature.advancedAnalytics': 'Advanced analytics',
  'site.plan.feature.prioritySupport': 'Priority support',
  'site.plan.feature.customIntegrations': 'Custom integrations',
  'site.plan.feature.teamCollaboration': 'Team collaboration',
  'site.plan.feature.unlimitedShipments': 'Unlimited shipments',
  'site.plan.feature.customAnalytics': 'Custom analytics',
  'site.plan.feature.phoneSupport': '24/7 phone support',
  'site.plan.feature.accountManager': 'Dedicated account manager',
  'site.plan.feature.customSolutions': 'Custom solutions',
  'site.plan.feature.apiAccess': 'API access',
  'site.included.title': 'All Plans Include',
  'site.included.trackingLinks.title': 'Unlimited tracking links',
  'site.included.trackingLinks.description': 'Share branded tracking pages with every customer.',
  'site.included.monitoring.title': '24/7 system monitoring',
  'site.included.monitoring.description': 'We watch the platform around the clock so your shipments never stop.',
  'site.included.api.title': 'API access',
  'site.included.api.description': 'Connect Labelport to the tools you already use.',
  'site.faq.title': 'Frequently Asked Questions',
  'site.faq.trial.question': 'Is there a free trial?',
  'site.faq.trial.answer':
    'Yes. Every plan starts with a 14-day free trial with all features, and no credit card is required to start.',
  'site.faq.annual.question': 'How much do I save with annual billing?',
  'site.faq.annual.answer': 'Annual billing saves 20% compared with paying monthly. You pay for the whole year at once.',
  'site.faq.overLimit.question': 'What happens if I ship more than my plan’s limit?',
  'site.faq.overLimit.answer':
    'Shipments above your monthly limit are charged per shipment at a rate that depends on your plan. We notify you when you are approaching your limit.',
  'site.faq.changePlan.question': 'Can I upgrade or downgrade my plan?',
  'site.faq.changePlan.answer':
    'Yes. Upgrades are prorated for the rest of your billing cycle. Downgrades and cancellations take effect at the end of the current billing cycle.',
  'site.faq.payment.question': 'Which payment methods do you accept?',
  'site.faq.payment.answer': 'We accept all major credit cards and PayPal. Annual plans can also be paid by bank transfer.',

  // /signup: the intro and the benefits beside the form.
  'site.signup.intro': 'Join the shipping teams that track, analyse and plan their deliveries with Labelport.',
  'site.signup.benefitsTitle': 'What you get',
  'site.signup.providerTitle': '{provider} sign-in is not connected yet',
  'site.signup.providerDescription': 'Please sign up with your e-mail address for now.',
  'site.signup.benefit.trial': '14-day free trial with all features',
  'site.signup.benefit.noCard': 'No credit card required to start',
  'site.signup.benefit.cancel': 'Cancel anytime with no obligations',
  'site.signup.benefit.onboarding': 'Personalized onboarding assistance',

  // /tracking and /analytics.
  'tracking.intro': 'Enter your tracking number to see where your package is and when it will arrive.',
  'analytics.intro': 'See how your deliveries perform, where your shipments go and how volume develops, all in one dashboard.',
  'analytics.metricsTitle': 'Key metrics',
  'analytics.chartsTitle': 'Performance overview',

  // The dashboard's figures, events and confirmations: sample data and toasts of the app, which passes them
  // to the package's blocks as text.
  'dashboard.notifications.productionStarted': 'Production has started for {project}.',
  'dashboard.notifications.contractReady': 'The contract for {project} has been signed.',
  'dashboard.stat.activeProjects': 'Active Projects',
  'dashboard.stat.completedProducts': 'Completed Products',
  'dashboard.stat.productsShipping': 'Products Shipping',
  'dashboard.stat.documentsPending': 'Documents Pending',
  'dashboard.stats.label': 'Overview',
  'dashboard.request.submittedTitle': 'Request submitted',
  'dashboard.request.submittedDescription': '{name} is now in review. We will get back to you soon.',
  'dashboard.activity.statusChanged': '{project} moved to In Production',
  'dashboard.activity.contractSigned': 'Contract signed for {project}',
  'dashboard.activity.requestReceived': 'New request received: {project}',
  'operations.uploads.intro':
    'Upload artwork, label designs and contracts for each project, and download the templates to start from.',
  'operations.logistics.intro': 'Follow your shipments, book trucks for packed orders and see where they go.',
  'operations.logistics.overview': 'Logistics overview',
  'operations.stats.trucksBooked': 'Trucks Booked',
  'operations.stats.unitsShipped': 'Units Shipped',
  'operations.stats.destinations': 'Destinations',
  'operations.stats.avgDeliveryDays': 'Days Avg Delivery',
  'operations.shipping.completedToast': 'Shipment completed',
  'operations.shipping.completedToastDescription': '{product} is marked as complete.',
  'operations.scheduler.bookedToast': 'Logistics booked',
  'operations.scheduler.bookedToastDescription': '{product} ships on {date}.',
  'settings.notificationSaved': 'Notification preferences saved',
  'settings.billingSaved': 'Billing preferences saved',
  'settings.cardSaved': 'Card updated',
  'settings.passwordChanged': 'Password changed',
  'settings.passwordChangedDesc': 'Use your new password the next time you sign in.',
  // A write that the data module (an API, in a portal) refused or could not make.
  'data.saveFailed': 'Your change could not be saved. Please try again.',
  // What a page's loading and failed states name (DataState's label), as they read mid-sentence.
  'data.profile': 'your profile',
  'data.settings': 'your settings',
  'profile.updated': 'Profile updated',
  'profile.updatedDesc': 'Your profile information has been saved successfully.',
  'profile.accountDeleted': 'Account deleted',
  'profile.accountDeletedDesc': 'Your account and all stored information have been deleted.',
};

/** Every key of the app's catalog. */
export type AppMessageKey = keyof typeof en;
/** One language's app messages: a string for every key. */
export type AppMessages = Record<AppMessageKey, string>;
