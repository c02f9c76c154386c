// The English of QrCode. It joins the package's catalog when a page imports it (addEnglish, in QrCode.tsx),
// so a page without it does not download it.

export const enQrCode = {
  'core.qrCode.download': 'Download QR code',
};
