export {
  QrCodeContext as Context,
  QrCodeDownloadTrigger as DownloadTrigger,
  type QrCodeDownloadTriggerProps as DownloadTriggerProps,
  QrCodeFrame as Frame,
  type QrCodeFrameProps as FrameProps,
  QrCodeOverlay as Overlay,
  type QrCodeOverlayProps as OverlayProps,
  QrCodePattern as Pattern,
  type QrCodePatternProps as PatternProps,
  QrCodeRoot as Root,
  type QrCodeRootProps as RootProps,
  QrCodeRootProvider as RootProvider,
} from './QrCode';
