// Swedish: every key of app-en.ts. Loaded only when a visitor picks Swedish.
import type { AppMessages } from './app-en';

export const sv = {
  // Page headings, also the document titles (usePageTitle).
  'page.home': 'Effektivisera din frakthantering',
  'page.features': 'Funktioner för modern logistik',
  'page.tracking': 'Spåra din försändelse',
  'page.analytics': 'Kraftfull logistikanalys',
  'page.pricing': 'Enkla, tydliga priser',
  'page.signup': 'Kom igång',
  'page.dashboard': 'Översikt',
  'page.projects': 'Mina projekt',
  'page.uploads': 'Uppladdningar',
  'page.logistics': 'Logistik',
  'page.messages': 'Meddelanden',
  'page.profile': 'Din profil',
  'page.settings': 'Inställningar',

  // The public site's navigation and footer.
  'site.nav.home': 'Hem',
  'site.nav.features': 'Funktioner',
  'site.nav.tracking': 'Spårning',
  'site.nav.analytics': 'Analys',
  'site.nav.pricing': 'Priser',
  'site.footer.tagline': 'Spårning i realtid, leveransanalys och AI-driven ruttplanering för moderna fraktteam.',
  'site.footer.signup': 'Skapa ett konto',
  'site.footer.terms': 'Användarvillkor',
  'site.footer.privacy': 'Integritetspolicy',

  // The home page: hero, trusted-by strip, features, tracking banner and testimonials.
  'site.hero.eyebrow': 'AI-driven logistikplattform',
  'site.hero.title': 'Effektivisera din frakthantering',
  'site.hero.subtitle':
    'Spåra varje försändelse i realtid, förstå din leveransförmåga och planera bättre rutter, allt på ett ställe.',
  'site.logos.title': 'Betrodd av branschledare',
  'site.features.title': 'Allt du behöver för smartare frakt',
  'site.features.subtitle': 'En plattform för spårning, analys och ruttplanering.',
  'site.feature.tracking.title': 'Spårning i realtid',
  'site.feature.tracking.description': 'Följ varje paket och pall från lager till dörr med statusuppdateringar i realtid.',
  'site.feature.analytics.title': 'Heltäckande analys',
  'site.feature.analytics.description':
    'Se leveranstider, andel lyckade leveranser och kostnader direkt, och upptäck trender innan de blir problem.',
  'site.feature.routes.title': 'Optimerad ruttplanering',
  'site.feature.routes.description': 'AI-driven ruttplanering minskar körsträcka, bränsle och leveranstider.',
  'site.cta.tracking.title': 'Global spårningstäckning',
  'site.cta.tracking.description': 'Följ försändelser över transportörer, länder och kontinenter med ett enda spårningsnummer.',
  'site.cta.tracking.action': 'Prova global spårning',
  'site.testimonials.title': 'Det här säger våra kunder',
  'site.testimonial.role.operations': 'Driftchef',
  'site.testimonial.role.logistics': 'Logistikansvarig',
  'site.testimonial.role.ceo': 'Vd',
  'site.testimonial.quote.operations':
    'Labelport halverade tiden vi lägger på att jaga transportörer. Våra kunder vet alltid var deras beställningar är.',
  'site.testimonial.quote.logistics':
    'Analysen visade vilka rutter som kostade mest. Vi sparade 18 % på leveranskostnaderna på tre månader.',
  'site.testimonial.quote.ceo': 'Det tog en eftermiddag att komma igång, och supporten svarade på varje fråga samma dag.',

  // /features: its six features and the sign-up banner.
  'site.feature.advancedAnalytics.title': 'Avancerad analys',
  'site.feature.advancedAnalytics.description':
    'Översikter och rapporter om leveransförmåga, volymer och regioner, redo att dela med teamet.',
  'site.feature.secureTracking.title': 'Säker spårning',
  'site.feature.secureTracking.description': 'Krypterade spårningslänkar och rollbaserad åtkomst skyddar dina fraktdata.',
  'site.feature.globalCoverage.title': 'Global täckning',
  'site.feature.globalCoverage.description': 'Spåra försändelser över transportörer och gränser i över 200 länder.',
  'site.feature.easyIntegration.title': 'Enkel integration',
  'site.feature.easyIntegration.description': 'Koppla ihop butik, lager och affärssystem via vårt API på en eftermiddag.',
  'site.feature.realTimeUpdates.title': 'Uppdateringar i realtid',
  'site.feature.realTimeUpdates.description':
    'Direkta aviseringar vid varje statusändring, så att du och dina kunder aldrig behöver gissa.',
  'site.feature.premiumSupport.title': 'Premiumsupport',
  'site.feature.premiumSupport.description': 'Logistikexperter som hjälper till via e-post, chatt och telefon.',
  'site.featuresPage.subtitle': 'Från första skanningen till sista signaturen ger Labelport ditt team verktygen för trygg frakt.',
  'site.cta.getStarted.title': 'Redo att effektivisera din frakt?',
  'site.cta.getStarted.description': 'Starta din kostnadsfria 14-dagars provperiod i dag. Inget kreditkort krävs.',
  'site.cta.getStarted.action': 'Kom igång nu',

  // /pricing (its plans also on the home page): the plans, 'All Plans Include', the FAQ and 'Contact Sales'.
  'site.cta.sales.title': 'Behöver du en anpassad plan?',
  'site.cta.sales.description': 'Vårt säljteam tar fram en plan som passar dina volymer och arbetsflöden.',
  'site.cta.sales.action': 'Kontakta säljavdelningen',
  'site.pricing.title': 'Enkla, tydliga priser',
  'site.pricing.subtitle':
    'Välj den plan som passar din fraktvolym. Alla planer börjar med en kostnadsfri provperiod på 14 dagar.',
  'site.plan.starter.name': 'Starter',
  'site.plan.starter.description': 'För små team som börjar spåra sina försändelser.',
  'site.plan.professional.name': 'Professional',
  'site.plan.professional.description': 'För växande företag som skickar varje dag.',
  'site.plan.enterprise.name': 'Enterprise',
  'site.plan.enterprise.description': 'För stora verksamheter med särskilda behov.',
  'site.plan.feature.shipments100': 'Upp till 100 försändelser per månad',
  'site.plan.feature.basicAnalytics': 'Grundläggande analys',
  'site.plan.feature.emailSupport': 'Support via e-post',
  'site.plan.feature.routeOptimisation': 'Ruttoptimering',
  'site.plan.feature.shipments1000': 'Upp till 1 000 försändelser per månad',
  'site.plan.feature.advancedAnalytics': 'Avancerad analys',
  'site.plan.feature.prioritySupport': 'Prioriterad support',
  'site.plan.feature.customIntegrations': 'Anpassade integrationer',
  'site.plan.feature.teamCollaboration': 'Samarbete i team',
  'site.plan.feature.unlimitedShipments': 'Obegränsat antal försändelser',
  'site.plan.feature.customAnalytics': 'Anpassad analys',
  'site.plan.feature.phoneSupport': 'Telefonsupport dygnet runt',
  'site.plan.feature.accountManager': 'Egen kontoansvarig',
  'site.plan.feature.customSolutions': 'Skräddarsydda lösningar',
  'site.plan.feature.apiAccess': 'API-åtkomst',
  'site.included.title': 'Detta ingår i alla planer',
  'site.included.trackingLinks.title': 'Obegränsat antal spårningslänkar',
  'site.included.trackingLinks.description': 'Dela spårningssidor med din egen profil med varje kund.',
  'site.included.monitoring.title': 'Systemövervakning dygnet runt',
  'site.included.monitoring.description': 'Vi övervakar plattformen dygnet runt så att dina försändelser aldrig stannar.',
  'site.included.api.title': 'API-åtkomst',
  'site.included.api.description': 'Koppla Labelport till verktygen du redan använder.',
  'site.faq.title': 'Vanliga frågor',
  'site.faq.trial.question': 'Finns det en kostnadsfri provperiod?',
  'site.faq.trial.answer':
    'Ja. Alla planer börjar med en kostnadsfri provperiod på 14 dagar med alla funktioner, och inget kreditkort krävs för att börja.',
  'site.faq.annual.question': 'Hur mycket sparar jag med årlig fakturering?',
  'site.faq.annual.answer':
    'Med årlig fakturering sparar du 20 % jämfört med månadsbetalning. Du betalar för hela året på en gång.',
  'site.faq.overLimit.question': 'Vad händer om jag skickar mer än planens gräns?',
  'site.faq.overLimit.answer':
    'Försändelser över din månadsgräns debiteras per försändelse enligt ett pris som beror på din plan. Vi meddelar dig när du närmar dig gränsen.',
  'site.faq.changePlan.question': 'Kan jag uppgradera eller nedgradera min plan?',
  'site.faq.changePlan.answer':
    'Ja. Uppgraderingar debiteras proportionellt för resten av faktureringsperioden. Nedgraderingar och uppsägningar gäller från slutet av den aktuella faktureringsperioden.',
  'site.faq.payment.question': 'Vilka betalningssätt accepterar ni?',
  'site.faq.payment.answer': 'Vi accepterar alla vanliga kreditkort och PayPal. Årsplaner kan även betalas med banköverföring.',

  // /signup: the intro and the benefits beside the form.
  'site.signup.intro': 'Gör som de fraktteam som spårar, analyserar och planerar sina leveranser med Labelport.',
  'site.signup.benefitsTitle': 'Det här får du',
  'site.signup.providerTitle': 'Inloggning med {provider} är inte ansluten än',
  'site.signup.providerDescription': 'Registrera dig med din e-postadress så länge.',
  'site.signup.benefit.trial': 'Kostnadsfri provperiod i 14 dagar med alla funktioner',
  'site.signup.benefit.noCard': 'Inget kreditkort krävs för att börja',
  'site.signup.benefit.cancel': 'Avsluta när som helst utan förpliktelser',
  'site.signup.benefit.onboarding': 'Personlig hjälp att komma igång',

  // /tracking and /analytics.
  'tracking.intro': 'Ange ditt spårningsnummer för att se var paketet är och när det kommer fram.',
  'analytics.intro':
    'Se hur dina leveranser presterar, vart dina försändelser går och hur volymen utvecklas, allt på ett ställe.',
  'analytics.metricsTitle': 'Nyckeltal',
  'analytics.chartsTitle': 'Översikt',
} satisfies AppMessages;
