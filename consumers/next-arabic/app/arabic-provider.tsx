'use client';
// The portal's own translation of the package's texts into Arabic (translations/ar.ts, every key the package
// draws; scripts/consumers.mjs copies it in from the package's stories). It is compiled here, in a client
// file: the provider then shows Arabic from the server's first byte.
import { LabelportProvider } from '@labelport/ui';
import { compileMessages } from '@labelport/ui/compile-messages';
import type { ReactNode } from 'react';
import { LOCALE } from './locale';
import { ar } from './translations/ar';

const translations = { ar: compileMessages(ar) };

export function ArabicProvider({ children }: { children: ReactNode }) {
  // The portal's zone, on the server (which runs in UTC) and in every visitor's browser alike.
  return (
    <LabelportProvider initialLocale={LOCALE} locales={[LOCALE]} translations={translations} timeZone="Asia/Riyadh">
      {children}
    </LabelportProvider>
  );
}
