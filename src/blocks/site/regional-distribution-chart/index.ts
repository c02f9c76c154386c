export { RegionalDistributionChart, type RegionalDistributionChartProps } from './RegionalDistributionChart';
