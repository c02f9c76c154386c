// German: every key of app-en.ts. Loaded only when a visitor picks German.
import type { AppMessages } from './app-en';

export const de = {
  // Page headings, also the document titles (usePageTitle).
  'page.home': 'Optimieren Sie Ihre Versandabläufe',
  'page.features': 'Funktionen für moderne Logistik',
  'page.tracking': 'Sendung verfolgen',
  'page.analytics': 'Leistungsstarke Logistikanalysen',
  'page.pricing': 'Einfache, transparente Preise',
  'page.signup': 'Jetzt starten',
  'page.dashboard': 'Übersicht',
  'page.projects': 'Meine Projekte',
  'page.uploads': 'Uploads',
  'page.logistics': 'Logistik',
  'page.messages': 'Nachrichten',
  'page.profile': 'Ihr Profil',
  'page.settings': 'Einstellungen',

  // The public site's navigation and footer.
  'site.nav.home': 'Startseite',
  'site.nav.features': 'Funktionen',
  'site.nav.tracking': 'Sendungsverfolgung',
  'site.nav.analytics': 'Analysen',
  'site.nav.pricing': 'Preise',
  'site.footer.tagline':
    'Sendungsverfolgung in Echtzeit, Lieferanalysen und KI-gestützte Routenplanung für moderne Versandteams.',
  'site.footer.signup': 'Konto erstellen',
  'site.footer.terms': 'Nutzungsbedingungen',
  'site.footer.privacy': 'Datenschutzerklärung',

  // The home page: hero, trusted-by strip, features, tracking banner and testimonials.
  'site.hero.eyebrow': 'KI-gestützte Logistikplattform',
  'site.hero.title': 'Optimieren Sie Ihre Versandabläufe',
  'site.hero.subtitle':
    'Verfolgen Sie jede Sendung in Echtzeit, verstehen Sie Ihre Lieferleistung und planen Sie bessere Routen – alles an einem Ort.',
  'site.logos.title': 'Branchenführer vertrauen uns',
  'site.features.title': 'Alles für einen smarteren Versand',
  'site.features.subtitle': 'Eine Plattform für Sendungsverfolgung, Analysen und Routenplanung.',
  'site.feature.tracking.title': 'Sendungsverfolgung in Echtzeit',
  'site.feature.tracking.description':
    'Verfolgen Sie jedes Paket und jede Palette vom Lager bis zur Haustür mit Live-Statusmeldungen.',
  'site.feature.analytics.title': 'Umfassende Analysen',
  'site.feature.analytics.description':
    'Lieferzeiten, Erfolgsquoten und Kosten auf einen Blick – erkennen Sie Trends, bevor sie zum Problem werden.',
  'site.feature.routes.title': 'Optimierte Routenplanung',
  'site.feature.routes.description': 'KI-gestützte Routenplanung spart Kilometer, Kraftstoff und Lieferzeit.',
  'site.cta.tracking.title': 'Weltweite Sendungsverfolgung',
  'site.cta.tracking.description':
    'Verfolgen Sie Sendungen über Versanddienstleister, Länder und Kontinente hinweg mit einer einzigen Sendungsnummer.',
  'site.cta.tracking.action': 'Weltweite Verfolgung testen',
  'site.testimonials.title': 'Das sagen unsere Kunden',
  'site.testimonial.role.operations': 'Leiterin Betrieb',
  'site.testimonial.role.logistics': 'Logistikleiter',
  'site.testimonial.role.ceo': 'Geschäftsführerin',
  'site.testimonial.quote.operations':
    'Mit Labelport verbringen wir nur noch halb so viel Zeit damit, Versanddienstleistern hinterherzulaufen. Unsere Kunden wissen immer, wo ihre Bestellungen sind.',
  'site.testimonial.quote.logistics':
    'Die Analysen haben gezeigt, welche Routen uns am meisten kosten. In drei Monaten haben wir 18 % der Lieferkosten gespart.',
  'site.testimonial.quote.ceo':
    'Die Einrichtung hat einen Nachmittag gedauert, und der Support hat jede Frage am selben Tag beantwortet.',

  // /features: its six features and the sign-up banner.
  'site.feature.advancedAnalytics.title': 'Erweiterte Analysen',
  'site.feature.advancedAnalytics.description':
    'Dashboards und Berichte zu Lieferleistung, Volumen und Regionen, bereit zum Teilen im Team.',
  'site.feature.secureTracking.title': 'Sichere Sendungsverfolgung',
  'site.feature.secureTracking.description':
    'Verschlüsselte Tracking-Links und rollenbasierter Zugriff schützen Ihre Versanddaten.',
  'site.feature.globalCoverage.title': 'Weltweite Abdeckung',
  'site.feature.globalCoverage.description':
    'Verfolgen Sie Sendungen über Versanddienstleister und Grenzen hinweg in mehr als 200 Ländern.',
  'site.feature.easyIntegration.title': 'Einfache Integration',
  'site.feature.easyIntegration.description': 'Verbinden Sie Shop, Lager und ERP-System über unsere API an einem Nachmittag.',
  'site.feature.realTimeUpdates.title': 'Echtzeit-Updates',
  'site.feature.realTimeUpdates.description':
    'Sofortige Benachrichtigung bei jeder Statusänderung – Sie und Ihre Kunden müssen nie raten.',
  'site.feature.premiumSupport.title': 'Premium-Support',
  'site.feature.premiumSupport.description': 'Logistikexperten helfen per E-Mail, Chat und Telefon.',
  'site.featuresPage.subtitle':
    'Vom ersten Scan bis zur letzten Unterschrift: Labelport gibt Ihrem Team die Werkzeuge für einen sicheren Versand.',
  'site.cta.getStarted.title': 'Bereit, Ihren Versand zu optimieren?',
  'site.cta.getStarted.description': 'Starten Sie noch heute Ihre 14-tägige kostenlose Testphase. Keine Kreditkarte nötig.',
  'site.cta.getStarted.action': 'Jetzt loslegen',

  // /pricing (its plans also on the home page): the plans, 'All Plans Include', the FAQ and 'Contact Sales'.
  'site.cta.sales.title': 'Sie brauchen einen individuellen Tarif?',
  'site.cta.sales.description': 'Unser Vertrieb stellt einen Tarif zusammen, der zu Ihren Mengen und Abläufen passt.',
  'site.cta.sales.action': 'Vertrieb kontaktieren',
  'site.pricing.title': 'Einfache, transparente Preise',
  'site.pricing.subtitle':
    'Wählen Sie den Tarif, der zu Ihrem Versandvolumen passt. Jeder Tarif beginnt mit einer 14-tägigen kostenlosen Testphase.',
  'site.plan.starter.name': 'Starter',
  'site.plan.starter.description': 'Für kleine Teams, die mit der Sendungsverfolgung beginnen.',
  'site.plan.professional.name': 'Professional',
  'site.plan.professional.description': 'Für wachsende Unternehmen, die täglich versenden.',
  'site.plan.enterprise.name': 'Enterprise',
  'site.plan.enterprise.description': 'Für große Betriebe mit individuellen Anforderungen.',
  'site.plan.feature.shipments100': 'Bis zu 100 Sendungen pro Monat',
  'site.plan.feature.basicAnalytics': 'Grundlegende Analysen',
  'site.plan.feature.emailSupport': 'E-Mail-Support',
  'site.plan.feature.routeOptimisation': 'Routenoptimierung',
  'site.plan.feature.shipments1000': 'Bis zu 1.000 Sendungen pro Monat',
  'site.plan.feature.advancedAnalytics': 'Erweiterte Analysen',
  'site.plan.feature.prioritySupport': 'Bevorzugter Support',
  'site.plan.feature.customIntegrations': 'Individuelle Integrationen',
  'site.plan.feature.teamCollaboration': 'Zusammenarbeit im Team',
  'site.plan.feature.unlimitedShipments': 'Unbegrenzte Sendungen',
  'site.plan.feature.customAnalytics': 'Individuelle Analysen',
  'site.plan.feature.phoneSupport': 'Telefon-Support rund um die Uhr',
  'site.plan.feature.accountManager': 'Persönlicher Account-Manager',
  'site.plan.feature.customSolutions': 'Maßgeschneiderte Lösungen',
  'site.plan.feature.apiAccess': 'API-Zugang',
  'site.included.title': 'In allen Tarifen enthalten',
  'site.included.trackingLinks.title': 'Unbegrenzte Tracking-Links',
  'site.included.trackingLinks.description': 'Teilen Sie Tracking-Seiten in Ihrem Design mit jedem Kunden.',
  'site.included.monitoring.title': 'Systemüberwachung rund um die Uhr',
  'site.included.monitoring.description': 'Wir überwachen die Plattform rund um die Uhr, damit Ihre Sendungen nie stillstehen.',
  'site.included.api.title': 'API-Zugang',
  'site.included.api.description': 'Verbinden Sie Labelport mit den Werkzeugen, die Sie schon nutzen.',
  'site.faq.title': 'Häufig gestellte Fragen',
  'site.faq.trial.question': 'Gibt es eine kostenlose Testphase?',
  'site.faq.trial.answer':
    'Ja. Jeder Tarif beginnt mit einer 14-tägigen kostenlosen Testphase mit allen Funktionen, und zum Start ist keine Kreditkarte nötig.',
  'site.faq.annual.question': 'Wie viel spare ich mit jährlicher Abrechnung?',
  'site.faq.annual.answer':
    'Mit jährlicher Abrechnung sparen Sie 20 % gegenüber monatlicher Zahlung. Sie zahlen das ganze Jahr auf einmal.',
  'site.faq.overLimit.question': 'Was passiert, wenn ich mehr versende, als mein Tarif erlaubt?',
  'site.faq.overLimit.answer':
    'Sendungen über Ihrem monatlichen Limit werden pro Sendung zu einem tarifabhängigen Satz berechnet. Wir benachrichtigen Sie, wenn Sie sich Ihrem Limit nähern.',
  'site.faq.changePlan.question': 'Kann ich meinen Tarif wechseln?',
  'site.faq.changePlan.answer':
    'Ja. Upgrades werden anteilig für den Rest des Abrechnungszeitraums berechnet. Downgrades und Kündigungen werden zum Ende des laufenden Abrechnungszeitraums wirksam.',
  'site.faq.payment.question': 'Welche Zahlungsarten akzeptieren Sie?',
  'site.faq.payment.answer':
    'Wir akzeptieren alle gängigen Kreditkarten und PayPal. Jahrestarife können auch per Banküberweisung bezahlt werden.',

  // /signup: the intro and the benefits beside the form.
  'site.signup.intro':
    'Schließen Sie sich den Versandteams an, die ihre Lieferungen mit Labelport verfolgen, analysieren und planen.',
  'site.signup.benefitsTitle': 'Ihre Vorteile',
  'site.signup.providerTitle': 'Die Anmeldung mit {provider} ist noch nicht verbunden',
  'site.signup.providerDescription': 'Bitte registrieren Sie sich vorerst mit Ihrer E-Mail-Adresse.',
  'site.signup.benefit.trial': '14 Tage kostenlos testen, mit allen Funktionen',
  'site.signup.benefit.noCard': 'Keine Kreditkarte zum Start nötig',
  'site.signup.benefit.cancel': 'Jederzeit kündbar, ohne Verpflichtungen',
  'site.signup.benefit.onboarding': 'Persönliche Unterstützung beim Einstieg',

  // /tracking and /analytics.
  'tracking.intro': 'Geben Sie Ihre Sendungsnummer ein, um zu sehen, wo Ihr Paket ist und wann es ankommt.',
  'analytics.intro':
    'Sehen Sie, wie pünktlich Ihre Zustellungen sind, wohin Ihre Sendungen gehen und wie sich das Volumen entwickelt – alles an einem Ort.',
  'analytics.metricsTitle': 'Kennzahlen',
  'analytics.chartsTitle': 'Leistungsübersicht',

  // The dashboard's figures, events and confirmations: sample data and toasts of the app, which passes them
  // to the package's blocks as text.
  'dashboard.notifications.productionStarted': 'Die Produktion für {project} hat begonnen.',
  'dashboard.notifications.contractReady': 'Der Vertrag für {project} wurde unterzeichnet.',
  'dashboard.stat.activeProjects': 'Aktive Projekte',
  'dashboard.stat.completedProducts': 'Fertige Produkte',
  'dashboard.stat.productsShipping': 'Produkte im Versand',
  'dashboard.stat.documentsPending': 'Ausstehende Dokumente',
  'dashboard.stats.label': 'Übersicht',
  'dashboard.request.submittedTitle': 'Anfrage gesendet',
  'dashboard.request.submittedDescription': '{name} wird jetzt geprüft. Wir melden uns bald.',
  'dashboard.activity.statusChanged': '{project} ist jetzt in Produktion',
  'dashboard.activity.contractSigned': 'Vertrag für {project} unterzeichnet',
  'dashboard.activity.requestReceived': 'Neue Anfrage eingegangen: {project}',
  'operations.uploads.intro':
    'Laden Sie Druckvorlagen, Etikettendesigns und Verträge für jedes Projekt hoch und laden Sie die Vorlagen als Ausgangspunkt herunter.',
  'operations.logistics.intro':
    'Verfolgen Sie Ihre Sendungen, buchen Sie Lkw für verpackte Aufträge und sehen Sie, wohin sie fahren.',
  'operations.logistics.overview': 'Logistikübersicht',
  'operations.stats.trucksBooked': 'Gebuchte Lkw',
  'operations.stats.unitsShipped': 'Versendete Einheiten',
  'operations.stats.destinations': 'Ziele',
  'operations.stats.avgDeliveryDays': 'Tage Lieferzeit im Schnitt',
  'operations.shipping.completedToast': 'Sendung abgeschlossen',
  'operations.shipping.completedToastDescription': '{product} ist als abgeschlossen markiert.',
  'operations.scheduler.bookedToast': 'Logistik gebucht',
  'operations.scheduler.bookedToastDescription': '{product} wird am {date} versendet.',
  'settings.notificationSaved': 'Benachrichtigungseinstellungen gespeichert',
  'settings.billingSaved': 'Abrechnungseinstellungen gespeichert',
  'settings.cardSaved': 'Karte aktualisiert',
  'settings.passwordChanged': 'Passwort geändert',
  'settings.passwordChangedDesc': 'Verwenden Sie Ihr neues Passwort bei der nächsten Anmeldung.',
  'data.saveFailed': 'Ihre Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'data.profile': 'Profil',
  'data.settings': 'Einstellungen',
  'profile.updated': 'Profil aktualisiert',
  'profile.updatedDesc': 'Ihre Profilinformationen wurden erfolgreich gespeichert.',
  'profile.accountDeleted': 'Konto gelöscht',
  'profile.accountDeletedDesc': 'Ihr Konto und alle gespeicherten Informationen wurden gelöscht.',
} satisfies AppMessages;
