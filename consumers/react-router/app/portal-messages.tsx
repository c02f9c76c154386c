// The portal's own messages, in the package's four languages: LabelportProvider loads them with its own.
import { createCatalog, useCatalogText } from '@labelport/ui';
import { compileMessages } from '@labelport/ui/compile-messages';
import { en } from './messages/en';

export const portalMessages = createCatalog(compileMessages(en), {
  sv: () => import('./messages/sv').then((m) => compileMessages(m.sv)),
  de: () => import('./messages/de').then((m) => compileMessages(m.de)),
  fr: () => import('./messages/fr').then((m) => compileMessages(m.fr)),
});

export function ShipmentCount({ count }: { count: number }) {
  return <p>{useCatalogText(portalMessages)('portal.shipments', { count })}</p>;
}
