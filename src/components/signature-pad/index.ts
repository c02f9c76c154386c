import { withParts } from '../../lib/parts';
import * as SignaturePadParts from './namespace';
import type {
  SignaturePadClearTriggerProps,
  SignaturePadControlProps,
  SignaturePadGuideProps,
  SignaturePadHiddenInputProps,
  SignaturePadLabelProps,
  SignaturePadRootProps,
  SignaturePadSegmentProps,
} from './SignaturePad';
import { SignaturePad as SignaturePadComposition } from './SignaturePad';

export {
  SignaturePadClearTrigger,
  type SignaturePadClearTriggerProps,
  SignaturePadContext,
  SignaturePadControl,
  type SignaturePadControlProps,
  type SignaturePadDrawEndDetails,
  SignaturePadGuide,
  type SignaturePadGuideProps,
  SignaturePadHiddenInput,
  type SignaturePadHiddenInputProps,
  type SignaturePadImageType,
  SignaturePadLabel,
  type SignaturePadLabelProps,
  type SignaturePadProps,
  SignaturePadRoot,
  type SignaturePadRootProps,
  SignaturePadSegment,
  type SignaturePadSegmentProps,
  useSignaturePad,
  useSignaturePadContext,
} from './SignaturePad';

/** `<SignaturePad label …>` with its parts under short names: `<SignaturePad.Root>`, `SignaturePad.RootProps`… */
export const SignaturePad = /* @__PURE__ */ withParts(SignaturePadComposition, SignaturePadParts);
export declare namespace SignaturePad {
  export type RootProps = SignaturePadRootProps;
  export type LabelProps = SignaturePadLabelProps;
  export type ControlProps = SignaturePadControlProps;
  export type SegmentProps = SignaturePadSegmentProps;
  export type GuideProps = SignaturePadGuideProps;
  export type ClearTriggerProps = SignaturePadClearTriggerProps;
  export type HiddenInputProps = SignaturePadHiddenInputProps;
}
