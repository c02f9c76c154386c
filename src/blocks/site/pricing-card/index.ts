export {
  PricingCard,
  type PricingCardProps,
  type PricingPlan,
  type PricingPlanAction,
  PricingPlans,
  type PricingPlansProps,
} from './PricingCard';
