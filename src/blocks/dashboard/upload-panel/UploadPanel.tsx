import { Download, Upload } from 'lucide-react';
import { type HTMLAttributes, useId } from 'react';
import { uploadPanel } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle, type CardTitleLevel } from '../../../components/card';
import type { RemoteDataProps } from '../../../components/data-state';
import { FileUpload, FileUploadTrigger } from '../../../components/file-upload';
import { UPLOAD_RULES } from '../../../domain/files';
import type { Project } from '../../../domain/projects';
import { createUploadedFile, type UploadedFile, type UploadTemplate, type UploadTemplateKind } from '../../../domain/uploads';
import type { MessageKey } from '../../../i18n/messages';
import { useControllableState } from '../../../lib/use-controllable-state';
import { useLanguage } from '../../language';
import { UploadedFilesTable } from '../uploaded-files-table';

const TEMPLATE_KEY: Record<UploadTemplateKind, MessageKey> = {
  canLabel: 'operations.template.canLabel',
  bottleLabel: 'operations.template.bottleLabel',
  specSheet: 'operations.template.specSheet',
};

const NO_FILES: readonly UploadedFile[] = [];

/** The most files one panel takes in one visit; each still has to meet the type and size limits. */
const MAX_FILES_PER_VISIT = 50;

export interface UploadPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, RemoteDataProps {
  /** The project the files belong to: its name titles the panel and the list. */
  project: Pick<Project, 'id' | 'name'>;
  /** Template files offered for download, e.g. 'Can Label Template' and 'Specification Sheet'. */
  templates?: readonly UploadTemplate[];
  /**
   * The project's files, when the page holds them (e.g. from its server): the panel shows exactly these and
   * reports new ones through `onFilesUploaded`, for the page to add.
   */
  files?: readonly UploadedFile[];
  /** The files the panel starts with when it keeps the list itself; new ones are added to it. */
  defaultFiles?: readonly UploadedFile[];
  /** The panel title's heading level, so it fits the page outline. Defaults to 2. */
  titleLevel?: CardTitleLevel;
  /** Called with the records of files just accepted (after the type, size and empty-file checks). */
  onFilesUploaded?: (files: UploadedFile[]) => void;
}

/**
 * One project's uploads: the drop zone 'Drag files here or click to upload' with the hint
 * 'Support for PDF, PNG, AI files up to 10MB', an 'Upload Files' button that opens the file picker, the
 * project's template downloads and its uploaded files. Files that are not PDF, PNG or AI, are empty or are
 * over 10 MB, are refused with a message naming the file and the reason; accepted files join the list as
 * 'Pending review'. The panel keeps nothing itself beyond the visit: a page that wants the list to last
 * passes `files` and saves what `onFilesUploaded` reports. The project's files are what loads: `loading`, `error`
 * and `onRetry` go to the files table (skeleton rows, or the failure with Retry), while the drop zone and the
 * templates stay usable.
 */
export function UploadPanel({
  project,
  templates = [],
  files: ownerFiles,
  defaultFiles = NO_FILES,
  titleLevel = 2,
  onFilesUploaded,
  loading,
  error,
  onRetry,
  ...props
}: UploadPanelProps) {
  const { t } = useLanguage();
  const styles = uploadPanel();
  const titleId = useId();
  const templatesId = useId();
  const [files, setFiles] = useControllableState(ownerFiles, defaultFiles);

  const accept = (accepted: File[]) => {
    const now = new Date();
    const records = accepted.map((file) => createUploadedFile(file, now));
    setFiles((previous) => [...previous, ...records]);
    onFilesUploaded?.(records);
  };

  return (
    <CardRoot asChild {...props}>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId} level={titleLevel}>
            {project.name}
          </CardTitle>
          <CardDescription>{t('operations.upload.description')}</CardDescription>
        </CardHeader>
        <CardBody>
          <FileUpload
            accept={UPLOAD_RULES.accept}
            maxFileSize={UPLOAD_RULES.maxFileSize}
            maxFiles={MAX_FILES_PER_VISIT}
            hint={t('inputs.fileUpload.uploadHint')}
            showFileList={false}
            onFilesAccepted={accept}
          >
            <div className={styles.actions}>
              <FileUploadTrigger asChild>
                <Button>
                  <Upload aria-hidden />
                  {t('inputs.fileUpload.uploadFiles')}
                </Button>
              </FileUploadTrigger>
            </div>
          </FileUpload>
          {templates.length > 0 && (
            <div className={styles.templates}>
              <p id={templatesId} className={styles.templatesTitle}>
                {t('operations.upload.templates')}
              </p>
              <ul className={styles.templateList} aria-labelledby={templatesId}>
                {templates.map((template) => {
                  const name = t(TEMPLATE_KEY[template.kind]);
                  return (
                    <li key={template.href}>
                      <Button asChild variant="outline" size="sm">
                        <a
                          href={template.href}
                          download={template.fileName}
                          aria-label={t('operations.upload.download', { name })}
                        >
                          <Download aria-hidden />
                          {name}
                        </a>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <UploadedFilesTable
            files={files}
            size="sm"
            label={t('operations.files.titleFor', { project: project.name })}
            loading={loading}
            error={error}
            onRetry={onRetry}
          />
        </CardBody>
      </section>
    </CardRoot>
  );
}
