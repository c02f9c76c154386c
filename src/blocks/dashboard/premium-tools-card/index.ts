export { PremiumToolsCard, type PremiumToolsCardProps } from './PremiumToolsCard';
