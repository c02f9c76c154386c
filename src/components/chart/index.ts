export { ChartFrame, type ChartFrameProps, type ChartLegendItem, type ChartTableData } from './ChartFrame';
