// The English of SignaturePad. It joins the package's catalog when a page imports it (addEnglish, in
// SignaturePad.tsx), so a page without it does not download it.

export const enSignaturePad = {
  // What a screen reader calls the box (`aria-roledescription`), in place of 'image'.
  'inputs.signaturePad.pad': 'signature pad',
  // The box's name where no label names it.
  'inputs.signaturePad.signature': 'Signature',
  // The box's description, read after its name: whether it holds a signature, and how to give one.
  'inputs.signaturePad.notSigned': 'Not signed. Sign with a finger, a stylus or the mouse.',
  'inputs.signaturePad.signed': 'Signed.',
  // Added to the description of a required box while it is empty.
  'inputs.signaturePad.needed': 'A signature is required.',
  // Shown in the box, over the line, while nothing is drawn.
  'inputs.signaturePad.placeholder': 'Sign here',
  'inputs.signaturePad.clear': 'Clear signature',
  // By the field, when a form is sent without the signature it requires.
  'inputs.signaturePad.missing': 'Sign in the box to continue.',
};
