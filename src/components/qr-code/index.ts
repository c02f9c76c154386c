import { withParts } from '../../lib/parts';
import * as QrCodeParts from './namespace';
import type {
  QrCodeDownloadTriggerProps,
  QrCodeFrameProps,
  QrCodeOverlayProps,
  QrCodePatternProps,
  QrCodeRootProps,
} from './QrCode';
import { QrCode as QrCodeComposition } from './QrCode';

export {
  QrCodeContext,
  QrCodeDownloadTrigger,
  type QrCodeDownloadTriggerProps,
  type QrCodeErrorCorrection,
  QrCodeFrame,
  type QrCodeFrameProps,
  QrCodeOverlay,
  type QrCodeOverlayProps,
  QrCodePattern,
  type QrCodePatternProps,
  type QrCodeProps,
  QrCodeRoot,
  type QrCodeRootProps,
  QrCodeRootProvider,
  type QrCodeSize,
  useQrCode,
  useQrCodeContext,
} from './QrCode';

/** `<QrCode value label>` with its parts under short names: `<QrCode.Root>`, `QrCode.RootProps`… */
export const QrCode = /* @__PURE__ */ withParts(QrCodeComposition, QrCodeParts);
export declare namespace QrCode {
  export type RootProps = QrCodeRootProps;
  export type FrameProps = QrCodeFrameProps;
  export type PatternProps = QrCodePatternProps;
  export type OverlayProps = QrCodeOverlayProps;
  export type DownloadTriggerProps = QrCodeDownloadTriggerProps;
}
