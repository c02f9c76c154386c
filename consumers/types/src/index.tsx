// Compiled under moduleResolution bundler, node16 and nodenext: every public name must resolve with its type.
import {
  Button,
  type ButtonProps,
  LabelportProvider,
  type LabelportProviderProps,
  type Locale,
  THEMES,
  type Theme,
  themeInitScript,
} from '@labelport/ui';
import { compileMessages, type Message } from '@labelport/ui/compile-messages';
import { labelportPreset } from '@labelport/ui/preset';
import { themeInitScript as headScript } from '@labelport/ui/theme-script';

const button: ButtonProps = { variant: 'solid', children: 'Book logistics' };
const provider: Omit<LabelportProviderProps, 'children'> = {
  initialTheme: 'dark' satisfies Theme,
  initialLocale: 'sv' satisfies Locale,
};

export const page = (
  <LabelportProvider {...provider}>
    <Button {...button} />
  </LabelportProvider>
);
export const names: string[] = [labelportPreset.name ?? '', themeInitScript, headScript, ...THEMES];
export const messages: Record<'hello', Message> = compileMessages({ hello: 'Hello {name}' });
