// English: the source language. Its keys are the message keys; every other language supplies each one
// (the `satisfies Messages` in sv.ts, de.ts and fr.ts makes a missing or misspelt key a type error).

import { enAngleSlider } from './en-angle-slider';
import { enAppShell } from './en-app-shell';
import { enBlocks } from './en-blocks';
import { enBreadcrumb } from './en-breadcrumb';
import { enCarousel } from './en-carousel';
import { enChart } from './en-chart';
import { enCheckboxGroup } from './en-checkbox-group';
import { enClipboard } from './en-clipboard';
import { enColorPicker } from './en-color-picker';
import { enCombobox } from './en-combobox';
import { enCommandPalette } from './en-command-palette';
import { enCore } from './en-core';
import { enDataTable } from './en-data-table';
import { enDateField } from './en-date-field';
import { enDatePicker } from './en-date-picker';
import { enDateRangePicker } from './en-date-range-picker';
import { enDateTimePicker } from './en-date-time-picker';
import { enEditable } from './en-editable';
import { enFieldset } from './en-fieldset';
import { enFileUpload } from './en-file-upload';
import { enListbox } from './en-listbox';
import { enMarquee } from './en-marquee';
import { enMenu } from './en-menu';
import { enNumberInput } from './en-number-input';
import { enPagination } from './en-pagination';
import { enPasswordInput } from './en-password-input';
import { enPinInput } from './en-pin-input';
import { enQrCode } from './en-qr-code';
import { enRatingGroup } from './en-rating-group';
import { enSignaturePad } from './en-signature-pad';
import { enSplitter } from './en-splitter';
import { enStatusPage } from './en-status-page';
import { enSteps } from './en-steps';
import { enTableOfContents } from './en-table-of-contents';
import { enTagsInput } from './en-tags-input';
import { enTextareaField } from './en-textarea-field';
import { enTimeField } from './en-time-field';
import { enTimeline } from './en-timeline';
import { enTimer } from './en-timer';
import { enTreeView } from './en-tree-view';

/** Every English message: what every page loads (en-core.ts), and what comes with its owner (the others). */
export const en = {
  ...enCore,
  ...enDataTable,
  ...enDatePicker,
  ...enDateRangePicker,
  ...enFileUpload,
  ...enChart,
  ...enStatusPage,
  ...enBlocks,
  ...enPagination,
  ...enAppShell,
  ...enBreadcrumb,
  ...enClipboard,
  ...enEditable,
  ...enQrCode,
  ...enSteps,
  ...enTimeline,
  ...enSplitter,
  ...enMenu,
  ...enCombobox,
  ...enCommandPalette,
  ...enCheckboxGroup,
  ...enFieldset,
  ...enNumberInput,
  ...enTextareaField,
  ...enPasswordInput,
  ...enPinInput,
  ...enRatingGroup,
  ...enColorPicker,
  ...enSignaturePad,
  ...enTagsInput,
  ...enTimeField,
  ...enDateField,
  ...enDateTimePicker,
  ...enTreeView,
  ...enCarousel,
  ...enListbox,
  ...enMarquee,
  ...enTableOfContents,
  ...enTimer,
  ...enAngleSlider,
};

/** Every message key. */
export type MessageKey = keyof typeof en;
/** One language's messages: a string for every key. */
export type Messages = Record<MessageKey, string>;
