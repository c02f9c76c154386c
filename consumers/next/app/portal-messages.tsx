'use client';
// The portal's own messages, in the package's four languages. A catalog holds functions, which a server
// layout cannot hand to a client component: the provider that takes it is rendered here.
import { createCatalog, LabelportProvider, type LabelportProviderProps, useCatalogText } from '@labelport/ui';
import { compileMessages } from '@labelport/ui/compile-messages';
import { en } from './messages/en';

const portalMessages = createCatalog(compileMessages(en), {
  sv: () => import('./messages/sv').then((m) => compileMessages(m.sv)),
  de: () => import('./messages/de').then((m) => compileMessages(m.de)),
  fr: () => import('./messages/fr').then((m) => compileMessages(m.fr)),
});

export function PortalProvider(props: Omit<LabelportProviderProps, 'messages'>) {
  return <LabelportProvider {...props} messages={portalMessages} />;
}

export function ShipmentCount({ count }: { count: number }) {
  return <p>{useCatalogText(portalMessages)('portal.shipments', { count })}</p>;
}
