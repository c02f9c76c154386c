import type { ReactNode } from 'react';
import { uploadedFilesTable } from 'styled-system/recipes';
import { Badge, type BadgeTone } from '../../../components/badge';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { Skeleton } from '../../../components/skeleton';
import type { TableRootProps } from '../../../components/table';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRoot,
  TableRow,
} from '../../../components/table';

import { VisuallyHidden } from '../../../components/visually-hidden';
import type { UploadedFile, UploadFileStatus, UploadFileType } from '../../../domain/uploads';
import type { MessageKey } from '../../../i18n/messages';
import { useLanguage } from '../../language';

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

export interface UploadedFilesTableProps extends Omit<TableRootProps, 'children' | 'size' | 'aria-label'>, RemoteDataProps {
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
 * The files uploaded to a project: file name, translated type, the date for the locale and the
 * review status as a badge whose text says the status (colour is never the only signal). While `loading`
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
  return (
    <DataState
      label={t('dashboard.data.files')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      skeleton={<Skeleton shape="text" lines={3} height="var(--sizes-8)" />}
    >
      <TableRoot size={size} aria-label={label} {...props}>
        <TableCaption>{hideCaption ? <VisuallyHidden>{title}</VisuallyHidden> : title}</TableCaption>
        <TableHead>
          <TableRow>
            <TableHeader>{t('operations.files.name')}</TableHeader>
            <TableHeader>{t('operations.files.type')}</TableHeader>
            <TableHeader>{t('operations.files.date')}</TableHeader>
            <TableHeader>{t('operations.files.status')}</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.length === 0 ? (
            <TableEmpty colSpan={4}>{emptyText ?? t('operations.files.empty')}</TableEmpty>
          ) : (
            files.map((file) => (
              <TableRow key={file.id}>
                <TableHeader scope="row" className={styles.fileName}>
                  {file.name}
                </TableHeader>
                <TableCell>{t(TYPE_KEY[file.type])}</TableCell>
                <TableCell className={styles.date}>
                  <time dateTime={file.date}>{formatDate(file.date, 'medium')}</time>
                </TableCell>
                <TableCell>
                  <Badge tone={FILE_STATUS_TONE[file.status]} size="sm">
                    {t(STATUS_KEY[file.status])}
                  </Badge>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </TableRoot>
    </DataState>
  );
}
