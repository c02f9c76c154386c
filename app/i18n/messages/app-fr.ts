// French: every key of app-en.ts. Loaded only when a visitor picks French.
import type { AppMessages } from './app-en';

export const fr = {
  // Page headings, also the document titles (usePageTitle).
  'page.home': 'Simplifiez vos opérations d’expédition',
  'page.features': 'Des fonctionnalités pour la logistique moderne',
  'page.tracking': 'Suivez votre envoi',
  'page.analytics': 'Des analyses logistiques puissantes',
  'page.pricing': 'Des tarifs simples et transparents',
  'page.signup': 'Commencer',
  'page.dashboard': 'Tableau de bord',
  'page.projects': 'Mes projets',
  'page.uploads': 'Téléversements',
  'page.logistics': 'Logistique',
  'page.messages': 'Messages',
  'page.profile': 'Votre profil',
  'page.settings': 'Paramètres',

  // The public site's navigation and footer.
  'site.nav.home': 'Accueil',
  'site.nav.features': 'Fonctionnalités',
  'site.nav.tracking': 'Suivi',
  'site.nav.analytics': 'Analyses',
  'site.nav.pricing': 'Tarifs',
  'site.footer.tagline':
    'Suivi des envois en temps réel, analyses de livraison et itinéraires optimisés par l’IA pour les équipes d’expédition modernes.',
  'site.footer.signup': 'Créer un compte',
  'site.footer.terms': 'Conditions d’utilisation',
  'site.footer.privacy': 'Politique de confidentialité',

  // The home page: hero, trusted-by strip, features, tracking banner and testimonials.
  'site.hero.eyebrow': 'Plateforme logistique propulsée par l’IA',
  'site.hero.title': 'Simplifiez vos opérations d’expédition',
  'site.hero.subtitle':
    'Suivez chaque envoi en temps réel, comprenez vos performances de livraison et planifiez de meilleurs itinéraires, au même endroit.',
  'site.logos.title': 'Ils nous font confiance',
  'site.features.title': 'Tout pour expédier plus intelligemment',
  'site.features.subtitle': 'Une seule plateforme pour le suivi, les analyses et la planification des itinéraires.',
  'site.feature.tracking.title': 'Suivi des envois en temps réel',
  'site.feature.tracking.description':
    'Suivez chaque colis et chaque palette de l’entrepôt jusqu’à la porte, avec des statuts en direct.',
  'site.feature.analytics.title': 'Analyses complètes',
  'site.feature.analytics.description':
    'Délais, taux de réussite et coûts de livraison en un coup d’œil, pour repérer les tendances avant qu’elles ne posent problème.',
  'site.feature.routes.title': 'Itinéraires optimisés',
  'site.feature.routes.description':
    'La planification des itinéraires par l’IA réduit les kilomètres, le carburant et les délais.',
  'site.cta.tracking.title': 'Couverture de suivi mondiale',
  'site.cta.tracking.description': 'Suivez vos envois entre transporteurs, pays et continents avec un seul numéro de suivi.',
  'site.cta.tracking.action': 'Essayer le suivi mondial',
  'site.testimonials.title': 'Ce que disent nos clients',
  'site.testimonial.role.operations': 'Directrice des opérations',
  'site.testimonial.role.logistics': 'Responsable logistique',
  'site.testimonial.role.ceo': 'PDG',
  'site.testimonial.quote.operations':
    'Labelport a divisé par deux le temps passé à relancer les transporteurs. Nos clients savent toujours où en sont leurs commandes.',
  'site.testimonial.quote.logistics':
    'Les analyses nous ont montré quels itinéraires nous coûtaient le plus. Nous avons économisé 18 % sur les coûts de livraison en trois mois.',
  'site.testimonial.quote.ceo':
    'La mise en place a pris un après-midi, et l’assistance a répondu à chaque question le jour même.',

  // /features: its six features and the sign-up banner.
  'site.feature.advancedAnalytics.title': 'Analyses avancées',
  'site.feature.advancedAnalytics.description':
    'Tableaux de bord et rapports sur les performances, les volumes et les régions, prêts à partager avec l’équipe.',
  'site.feature.secureTracking.title': 'Suivi sécurisé',
  'site.feature.secureTracking.description':
    'Des liens de suivi chiffrés et des accès par rôle protègent vos données d’expédition.',
  'site.feature.globalCoverage.title': 'Couverture mondiale',
  'site.feature.globalCoverage.description': 'Suivez vos envois entre transporteurs et frontières dans plus de 200 pays.',
  'site.feature.easyIntegration.title': 'Intégration facile',
  'site.feature.easyIntegration.description': 'Connectez boutique, entrepôt et ERP grâce à notre API en un après-midi.',
  'site.feature.realTimeUpdates.title': 'Mises à jour en temps réel',
  'site.feature.realTimeUpdates.description':
    'Une notification à chaque changement de statut : ni vous ni vos clients n’avez à deviner.',
  'site.feature.premiumSupport.title': 'Assistance premium',
  'site.feature.premiumSupport.description': 'Des experts en logistique disponibles par e-mail, chat et téléphone.',
  'site.featuresPage.subtitle':
    'Du premier scan à la dernière signature, Labelport donne à votre équipe les outils pour expédier en toute confiance.',
  'site.cta.getStarted.title': 'Prêt à simplifier vos expéditions ?',
  'site.cta.getStarted.description': 'Commencez dès aujourd’hui votre essai gratuit de 14 jours. Aucune carte bancaire requise.',
  'site.cta.getStarted.action': 'Commencer maintenant',

  // /pricing (its plans also on the home page): the plans, 'All Plans Include', the FAQ and 'Contact Sales'.
  'site.cta.sales.title': 'Besoin d’une offre sur mesure ?',
  'site.cta.sales.description': 'Notre équipe commerciale prépare une offre adaptée à vos volumes et à vos processus.',
  'site.cta.sales.action': 'Contacter les ventes',
  'site.pricing.title': 'Des tarifs simples et transparents',
  'site.pricing.subtitle':
    'Choisissez l’offre adaptée à votre volume d’envois. Chaque offre commence par un essai gratuit de 14 jours.',
  'site.plan.starter.name': 'Starter',
  'site.plan.starter.description': 'Pour les petites équipes qui commencent à suivre leurs envois.',
  'site.plan.professional.name': 'Professional',
  'site.plan.professional.description': 'Pour les entreprises en croissance qui expédient chaque jour.',
  'site.plan.enterprise.name': 'Enterprise',
  'site.plan.enterprise.description': 'Pour les grandes structures aux besoins spécifiques.',
  'site.plan.feature.shipments100': 'Jusqu’à 100 envois par mois',
  'site.plan.feature.basicAnalytics': 'Analyses de base',
  'site.plan.feature.emailSupport': 'Assistance par e-mail',
  'site.plan.feature.routeOptimisation': 'Optimisation des itinéraires',
  'site.plan.feature.shipments1000': 'Jusqu’à 1 000 envois par mois',
  'site.plan.feature.advancedAnalytics': 'Analyses avancées',
  'site.plan.feature.prioritySupport': 'Assistance prioritaire',
  'site.plan.feature.customIntegrations': 'Intégrations personnalisées',
  'site.plan.feature.teamCollaboration': 'Collaboration en équipe',
  'site.plan.feature.unlimitedShipments': 'Envois illimités',
  'site.plan.feature.customAnalytics': 'Analyses personnalisées',
  'site.plan.feature.phoneSupport': 'Assistance téléphonique 24 h/24, 7 j/7',
  'site.plan.feature.accountManager': 'Gestionnaire de compte dédié',
  'site.plan.feature.customSolutions': 'Solutions sur mesure',
  'site.plan.feature.apiAccess': 'Accès à l’API',
  'site.included.title': 'Inclus dans toutes les offres',
  'site.included.trackingLinks.title': 'Liens de suivi illimités',
  'site.included.trackingLinks.description': 'Partagez des pages de suivi à vos couleurs avec chaque client.',
  'site.included.monitoring.title': 'Surveillance du système 24 h/24, 7 j/7',
  'site.included.monitoring.description':
    'Nous surveillons la plateforme en permanence pour que vos envois ne s’arrêtent jamais.',
  'site.included.api.title': 'Accès à l’API',
  'site.included.api.description': 'Connectez Labelport aux outils que vous utilisez déjà.',
  'site.faq.title': 'Questions fréquentes',
  'site.faq.trial.question': 'Y a-t-il un essai gratuit ?',
  'site.faq.trial.answer':
    'Oui. Chaque offre commence par un essai gratuit de 14 jours avec toutes les fonctionnalités, sans carte bancaire pour démarrer.',
  'site.faq.annual.question': 'Combien j’économise avec la facturation annuelle ?',
  'site.faq.annual.answer':
    'La facturation annuelle vous fait économiser 20 % par rapport au paiement mensuel. Vous payez l’année entière en une fois.',
  'site.faq.overLimit.question': 'Que se passe-t-il si je dépasse la limite de mon offre ?',
  'site.faq.overLimit.answer':
    'Les envois au-delà de votre limite mensuelle sont facturés à l’unité, à un tarif qui dépend de votre offre. Nous vous prévenons lorsque vous approchez de votre limite.',
  'site.faq.changePlan.question': 'Puis-je changer d’offre ?',
  'site.faq.changePlan.answer':
    'Oui. Les passages à une offre supérieure sont facturés au prorata du reste de la période. Les passages à une offre inférieure et les résiliations prennent effet à la fin de la période de facturation en cours.',
  'site.faq.payment.question': 'Quels moyens de paiement acceptez-vous ?',
  'site.faq.payment.answer':
    'Nous acceptons les principales cartes bancaires et PayPal. Les offres annuelles peuvent aussi être réglées par virement bancaire.',

  // /signup: the intro and the benefits beside the form.
  'site.signup.intro': 'Rejoignez les équipes d’expédition qui suivent, analysent et planifient leurs livraisons avec Labelport.',
  'site.signup.benefitsTitle': 'Ce que vous obtenez',
  'site.signup.providerTitle': 'La connexion avec {provider} n’est pas encore disponible',
  'site.signup.providerDescription': 'Inscrivez-vous avec votre adresse e-mail pour le moment.',
  'site.signup.benefit.trial': 'Essai gratuit de 14 jours avec toutes les fonctionnalités',
  'site.signup.benefit.noCard': 'Aucune carte bancaire requise pour démarrer',
  'site.signup.benefit.cancel': 'Résiliable à tout moment, sans engagement',
  'site.signup.benefit.onboarding': 'Accompagnement personnalisé à la prise en main',

  // /tracking and /analytics.
  'tracking.intro': 'Saisissez votre numéro de suivi pour savoir où se trouve votre colis et quand il arrivera.',
  'analytics.intro':
    'Découvrez la performance de vos livraisons, la destination de vos envois et l’évolution des volumes, au même endroit.',
  'analytics.metricsTitle': 'Indicateurs clés',
  'analytics.chartsTitle': 'Vue d’ensemble',

  // The dashboard's figures, events and confirmations: sample data and toasts of the app, which passes them
  // to the package's blocks as text.
  'dashboard.notifications.productionStarted': 'La production de {project} a commencé.',
  'dashboard.notifications.contractReady': 'Le contrat pour {project} a été signé.',
  'dashboard.stat.activeProjects': 'Projets actifs',
  'dashboard.stat.completedProducts': 'Produits terminés',
  'dashboard.stat.productsShipping': 'Produits en expédition',
  'dashboard.stat.documentsPending': 'Documents en attente',
  'dashboard.stats.label': 'Aperçu',
  'dashboard.request.submittedTitle': 'Demande envoyée',
  'dashboard.request.submittedDescription': '{name} est en cours de révision. Nous revenons vers vous rapidement.',
  'dashboard.activity.statusChanged': '{project} est passé en production',
  'dashboard.activity.contractSigned': 'Contrat signé pour {project}',
  'dashboard.activity.requestReceived': 'Nouvelle demande reçue : {project}',
  'operations.uploads.intro':
    'Téléversez visuels, designs d’étiquettes et contrats pour chaque projet, et téléchargez les modèles pour commencer.',
  'operations.logistics.intro':
    'Suivez vos expéditions, réservez des camions pour les commandes emballées et voyez où elles vont.',
  'operations.logistics.overview': 'Aperçu logistique',
  'operations.stats.trucksBooked': 'Camions réservés',
  'operations.stats.unitsShipped': 'Unités expédiées',
  'operations.stats.destinations': 'Destinations',
  'operations.stats.avgDeliveryDays': 'Jours de livraison en moyenne',
  'operations.shipping.completedToast': 'Expédition terminée',
  'operations.shipping.completedToastDescription': '{product} est marqué comme terminé.',
  'operations.scheduler.bookedToast': 'Logistique réservée',
  'operations.scheduler.bookedToastDescription': '{product} part le {date}.',
  'settings.notificationSaved': 'Préférences de notification enregistrées',
  'settings.billingSaved': 'Préférences de facturation enregistrées',
  'settings.cardSaved': 'Carte mise à jour',
  'settings.passwordChanged': 'Mot de passe modifié',
  'settings.passwordChangedDesc': 'Utilisez votre nouveau mot de passe lors de votre prochaine connexion.',
  'data.saveFailed': 'Votre modification n’a pas pu être enregistrée. Veuillez réessayer.',
  'data.profile': 'profil',
  'data.settings': 'paramètres',
  'profile.updated': 'Profil mis à jour',
  'profile.updatedDesc': 'Les informations de votre profil ont bien été enregistrées.',
  'profile.accountDeleted': 'Compte supprimé',
  'profile.accountDeletedDesc': 'Votre compte et toutes les informations enregistrées ont été supprimés.',
} satisfies AppMessages;
