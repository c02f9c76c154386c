import { QrCode as ArkQrCode, useQrCode, useQrCodeContext } from '@ark-ui/react/qr-code';
import { Download } from 'lucide-react';
import type { ReactNode, RefAttributes } from 'react';
import { qrCode } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enQrCode } from '../../i18n/messages/en-qr-code';
import { createParts } from '../../lib/parts';
import { Button, type ButtonSize } from '../button/Button';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enQrCode);

const { withProvider, withContext } = createParts(qrCode);

/** The code's width: `sm` 6rem, `md` 8rem (the default), `lg` 9rem. */
export type QrCodeSize = 'sm' | 'md' | 'lg';
/** How much of the code may be damaged or covered and still read: `L` 7 %, `M` 15 %, `Q` 25 %, `H` 30 %. */
export type QrCodeErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrCodeRootProps extends ArkQrCode.RootProps {
  /** The code's width. */
  size?: QrCodeSize;
}
export interface QrCodeFrameProps extends ArkQrCode.FrameProps {}
export interface QrCodePatternProps extends ArkQrCode.PatternProps {}
export interface QrCodeOverlayProps extends ArkQrCode.OverlayProps {}
export interface QrCodeDownloadTriggerProps extends ArkQrCode.DownloadTriggerProps {}

/** Holds what is encoded (`value`, `defaultValue`, `onValueChange`) and how (`encoding`, e.g. `{ ecc: 'H' }`). */
export const QrCodeRoot = /* @__PURE__ */ withProvider<typeof ArkQrCode.Root, { size?: QrCodeSize }>(ArkQrCode.Root, 'root');
/** The root for state you create yourself with `useQrCode()` (Ark's). */
export const QrCodeRootProvider = /* @__PURE__ */ withProvider<typeof ArkQrCode.RootProvider, { size?: QrCodeSize }>(
  ArkQrCode.RootProvider,
  'root',
);
/** The `<svg>` that draws the code. Give it `role="img"` and an `aria-label` saying what it opens. */
export const QrCodeFrame = /* @__PURE__ */ withContext(ArkQrCode.Frame, 'frame');
/** The code's modules, a `<path>` inside the frame. */
export const QrCodePattern = /* @__PURE__ */ withContext(ArkQrCode.Pattern, 'pattern');
/** A logo over the code's centre; encode with `{ ecc: 'H' }` so the covered part still reads. */
export const QrCodeOverlay = /* @__PURE__ */ withContext(ArkQrCode.Overlay, 'overlay');
/** A button that saves the code as an image: `fileName` and `mimeType` (`image/png`, `image/svg+xml`…). */
export const QrCodeDownloadTrigger = /* @__PURE__ */ withContext(ArkQrCode.DownloadTrigger, 'download');
/** Render prop with the code's API (`value`, `setValue`, `getDataUrl`). */
export const QrCodeContext = ArkQrCode.Context;
export { useQrCode, useQrCodeContext };

export interface QrCodeProps extends Omit<QrCodeRootProps, 'children' | 'encoding'> {
  /** What the code encodes, e.g. a tracking link. */
  value: string;
  /**
   * What a scan opens, as the image's name for screen readers, e.g. 'Tracking link for TRK-552-907'. Pass it
   * translated. Give the value in text nearby too: not everyone can scan.
   */
  label: string;
  /** How much may be covered and still read. Defaults to `M`, or `H` with an `overlay`. */
  errorCorrection?: QrCodeErrorCorrection;
  /** A logo over the centre (an `<img>` or an icon), hidden from screen readers. */
  overlay?: ReactNode;
  /** Shows a 'Download QR code' button that saves the code as a PNG under this name, e.g. 'TRK-552-907.png'. */
  downloadFileName?: string;
  /** The download button's size. Defaults to `sm`. */
  downloadSize?: ButtonSize;
}

/**
 * A QR code of `value` (Ark's QR code), drawn dark on white in both themes so every scanner reads it: an
 * image named by `label`, optionally with a logo over it and a button that downloads it as a PNG.
 */
export function QrCode({
  value,
  label,
  errorCorrection,
  overlay,
  downloadFileName,
  downloadSize = 'sm',
  ...props
}: QrCodeProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  return (
    <QrCodeRoot value={value} encoding={{ ecc: errorCorrection ?? (overlay ? 'H' : 'M') }} {...props}>
      <QrCodeFrame role="img" aria-label={label}>
        <QrCodePattern />
      </QrCodeFrame>
      {overlay ? <QrCodeOverlay aria-hidden>{overlay}</QrCodeOverlay> : null}
      {downloadFileName ? (
        <QrCodeDownloadTrigger fileName={downloadFileName} mimeType="image/png" asChild>
          <Button variant="outline" size={downloadSize}>
            <Download aria-hidden />
            {t('core.qrCode.download')}
          </Button>
        </QrCodeDownloadTrigger>
      ) : null}
    </QrCodeRoot>
  );
}
