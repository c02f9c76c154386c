// The pages of a chart's data table, a chunk of its own: only a table longer than a page loads it, and the
// English that names it ('Pages of …', a DataTable's) comes with it rather than with every chart.
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enDataTable } from '../../i18n/messages/en-data-table';
import { Pagination, type PaginationProps } from '../pagination/Pagination';

addEnglish({ 'core.dataTable.pagination': enDataTable['core.dataTable.pagination'] });

export interface TablePagesProps extends Omit<PaginationProps, 'aria-label'> {
  /** The table's caption: the landmark is named after it, so a page with two charts has two distinct ones. */
  table: string;
}

/** A chart table's Pagination, named as a DataTable's is. */
export function TablePages({ table, ...props }: TablePagesProps) {
  const { t } = useLanguage();
  return <Pagination {...props} aria-label={t('core.dataTable.pagination', { table })} />;
}
