// A portal's component test, run as it is by Vitest and by Jest: the package renders in a DOM environment
// inside LabelportProvider, in English and in Swedish, with the package's messages and its own catalog
// formatted, without a warning.
import '@labelport/ui/styles.css';
import { Badge, Button, createCatalog, LabelportProvider, LanguageProvider, ThemeToggle, useCatalogText } from '@labelport/ui';
import { compileMessages } from '@labelport/ui/compile-messages';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// The package's warnings and errors would show in every one of the portal's test runs: there must be none.
const logged = [];
const original = { warn: console.warn, error: console.error };
beforeAll(() => {
  console.warn = (...args) => logged.push(args.join(' '));
  console.error = (...args) => logged.push(args.join(' '));
});
afterAll(() => Object.assign(console, original));
afterEach(() => expect(logged).toEqual([]));

async function render(element) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(element));
  return container;
}

test('renders a component inside LabelportProvider', async () => {
  const page = await render(
    <LabelportProvider>
      <Button>Book a truck</Button>
      <ThemeToggle />
    </LabelportProvider>,
  );
  expect(page.querySelector('button').textContent).toBe('Book a truck');
  expect(page.querySelector('[aria-label="Switch to dark theme"]')).not.toBeNull();
});

test('renders in the language the portal gives', async () => {
  const page = await render(
    <LabelportProvider initialLocale="sv">
      <ThemeToggle />
    </LabelportProvider>,
  );
  expect(page.querySelector('[aria-label="Byt till mörkt tema"]')).not.toBeNull();
});

test("formats the package's messages with values (compiled when the package was built)", async () => {
  const page = await render(
    <LabelportProvider>
      <Badge count={120} max={99} />
    </LabelportProvider>,
  );
  expect(page.textContent).toContain('99+');
});

test("formats the portal's own catalog, compiled with compileMessages", async () => {
  const pallets = (one, other) => compileMessages({ shipped: `{count, plural, one {# ${one}} other {# ${other}}}` });
  const catalog = createCatalog(pallets('pallet', 'pallets'), {
    sv: async () => pallets('pall', 'pallar'),
    de: async () => pallets('Palette', 'Paletten'),
    fr: async () => pallets('palette', 'palettes'),
  });
  function Shipped({ count }) {
    return <p>{useCatalogText(catalog)('shipped', { count })}</p>;
  }
  const page = await render(
    <LanguageProvider messages={catalog}>
      <Shipped count={1} />
      <Shipped count={3} />
    </LanguageProvider>,
  );
  expect([...page.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['1 pallet', '3 pallets']);
});
