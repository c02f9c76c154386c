import { qrCodeAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// A QR code, e.g. the tracking link on a shipping label. It stays dark on white in both themes, with a quiet
// zone around it: many scanners cannot read a light pattern on a dark ground, or a code without margin.
export const qrCode = defineSlotRecipe({
  className: 'qr-code',
  jsx: ['QrCode', 'QrCodeRoot'],
  slots: [...qrCodeAnatomy.keys(), 'download'],
  base: {
    root: { display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: '2' },
    frame: {
      display: 'block',
      boxSizing: 'content-box',
      p: '2',
      bg: 'white',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
    },
    pattern: { fill: 'black' },
    overlay: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '1',
      bg: 'white',
      borderRadius: 'sm',
      color: 'black',
      '& svg, & img': { w: 'full', h: 'full' },
    },
  },
  variants: {
    size: {
      // The frame's width; the overlay (a logo) stays under a fifth of it, which the error correction repairs.
      sm: { frame: { w: '24', h: '24' }, overlay: { w: '5', h: '5' } },
      md: { frame: { w: '32', h: '32' }, overlay: { w: '6', h: '6' } },
      lg: { frame: { w: '36', h: '36' }, overlay: { w: '7', h: '7' } },
    },
  },
  defaultVariants: { size: 'md' },
});
