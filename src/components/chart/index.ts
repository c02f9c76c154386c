export { BarChart, type BarChartProps } from './BarChart';
export { ChartFrame, type ChartFrameProps, type ChartLegendItem, type ChartTableData } from './ChartFrame';
export type { ChartSeries, NumericKey } from './cartesian';
export { LineChart, type LineChartProps } from './LineChart';
export { PieChart, type PieChartDatum, type PieChartProps } from './PieChart';
export { Sparkline, type SparklineProps, type SparklineTone } from './Sparkline';
