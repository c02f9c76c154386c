// A portal's component test, run as it is by Vitest and by Jest: the package renders in a DOM environment
// inside LabelportProvider, in English and in Swedish, without a warning.
import '@labelport/ui/styles.css';
import { Button, LabelportProvider, ThemeToggle } from '@labelport/ui';
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
