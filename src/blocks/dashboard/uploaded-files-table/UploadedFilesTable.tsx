import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { uploadedFilesTable } from 'styled-system/recipes';
import { Badge, type BadgeTone } from '../../../components/badge';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { Skeleton } from '../../../components/skeleton';
import type { UploadedFile, UploadFileStatus, UploadFileType } from '../../../domain/uploads';
import type { MessageKey } from '../../../i18n/messages';
import { useLanguage } from '../../language';

const PAGE_SIZES = [25, 50, 100];
const fileId = (file: UploadedFile) => file.id;

/** The tone of each file status: approved is done, a correction is a problem, a fresh upload waits. */
export const FILE_STATUS_TONE: Record<UploadFileStatus, BadgeTone> = {
  approved: 'success',
  needsCorrection: 'danger',
  pendingReview: 'warning',
};

const TYPE_KEY: Record<UploadFileType, MessageKey> = {
  labelDesign: 'operations.fileType.labelDesign',
  contract: 'operations.fileType.contract',
  artwork: 'operations.fileType.artwork',
  document: 'operations.fileType.document',
};

const STATUS_KEY: Record<UploadFileStatus, MessageKey> = {
  approved: 'operations.fileStatus.approved',
  needsCorrection: 'operations.fileStatus.needsCorrection',
  pendingReview: 'operations.fileStatus.pendingReview',
};

export interface UploadedFilesTableProps extends Omit<ComponentProps<'div'>, 'children'>, RemoteDataProps {
  /** The files, newest last or in any order you like: rows keep the given order. */
  files: readonly UploadedFile[];
  /** The table's title. Defaults to 'Uploaded Files' in the active language. */
  caption?: ReactNode;
  /** Keeps the caption for screen readers only, when a visible heading nearby already says it. */
  hideCaption?: boolean;
  /** Shown when there are no files. Defaults to 'No files uploaded yet.' */
  emptyText?: ReactNode;
  /** Cell padding: `sm` for a dense list inside a panel. */
  size?: 'sm' | 'md';
  /**
   * Names the table's scrollable region instead of the caption. Give each table on a page its own,
   * e.g. 'Uploaded files: Collagen Gummies', so the regions can be told apart. Pass it translated.
   */
  label?: string;
}

/**
 * The files uploaded to a project, a DataTable: file name (the row's header), translated type, the date for the
 * locale and the review status as a badge whose text says the status (colour is never the only signal). Every
 * column sorts; past 25 files it pages. While `loading`
 * skeletons stand in for it; with `error`, a message with Retry (`onRetry`).
 */
export function UploadedFilesTable({
  files,
  caption,
  hideCaption = false,
  emptyText,
  size,
  label,
  loading,
  error,
  onRetry,
  ...props
}: UploadedFilesTableProps) {
  const { t, formatDate } = useLanguage();
  const title = caption ?? t('operations.files.title');
  const styles = uploadedFilesTable();
  const { fileName, date } = styles;
  // Kept while the language stays: DataTable sorts again on new columns.
  const columns = useMemo<DataTableColumn<UploadedFile>[]>(
    () => [
      {
        id: 'name',
        header: t('operations.files.name'),
        value: (file) => file.name,
        rowHeader: true,
        cell: (file) => <span className={fileName}>{file.name}</span>,
      },
      { id: 'type', header: t('operations.files.type'), value: (file) => t(TYPE_KEY[file.type]) },
      {
        id: 'date',
        header: t('operations.files.date'),
        value: (file) => file.date,
        // ISO dates are in date order character by character, so they skip the language's collation, which
        // is several times slower.
        compare: (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
        cell: (file) => (
          <time dateTime={file.date} className={date}>
            {formatDate(file.date, 'medium')}
          </time>
        ),
      },
      {
        id: 'status',
        header: t('operations.files.status'),
        value: (file) => t(STATUS_KEY[file.status]),
        cell: (file) => (
          <Badge tone={FILE_STATUS_TONE[file.status]} size="sm">
            {t(STATUS_KEY[file.status])}
          </Badge>
        ),
      },
    ],
    [t, formatDate, fileName, date],
  );
  return (
    <DataState
      label={t('dashboard.data.files')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      skeleton={<Skeleton shape="text" lines={3} height="var(--sizes-8)" />}
    >
      <DataTable
        aria-label={label ?? (typeof title === 'string' ? title : t('operations.files.title'))}
        caption={hideCaption ? undefined : title}
        size={size}
        data={files}
        columns={columns}
        getRowId={fileId}
        pageSizeOptions={PAGE_SIZES}
        countText={({ total }) => t('operations.files.count', { count: total })}
        empty={{ title: emptyText ?? t('operations.files.empty') }}
        {...props}
      />
    </DataState>
  );
}
