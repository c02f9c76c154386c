export { CustomAnalyticsSolutions, type CustomAnalyticsSolutionsProps } from './CustomAnalyticsSolutions';
