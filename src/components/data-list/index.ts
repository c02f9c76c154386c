export {
  DataListItem,
  type DataListItemProps,
  DataListLabel,
  type DataListLabelProps,
  type DataListOrientation,
  DataListRoot,
  type DataListRootProps,
  type DataListSize,
  DataListValue,
  type DataListValueProps,
} from './DataList';
export * as DataList from './namespace';
