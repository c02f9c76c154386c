// createParts gives each part its recipe slot's class, and the RootProvider parts take state made with
// Ark's useX hooks. Rendered on the server, as a portal's first paint is.

import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { renderToString } from 'react-dom/server';
import { accordion, dialog, tabs } from 'styled-system/recipes';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsRootProvider, TabsTrigger, useTabs } from '../components/tabs';
import { createParts } from './parts';

function TabsFromOutside() {
  const state = useTabs({ defaultValue: 'b' });
  return (
    <TabsRootProvider value={state} data-testid="outside">
      <TabsList aria-label="Letters">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b">Panel B</TabsContent>
    </TabsRootProvider>
  );
}

describe('createParts', () => {
  it('styles each part with its slot and passes the rest of the props through', () => {
    const html = renderToString(<TabsFromOutside />);
    const root = html.match(/^<div[^>]*>/)?.[0];
    expect(root).toContain('class="tabs__root"');
    expect(root).toContain('data-testid="outside"');
    expect(html).toMatch(/class="tabs__list/);
    expect(html).toMatch(/class="tabs__trigger/);
  });

  it('lets state made with useTabs choose the open panel through TabsRootProvider', () => {
    const html = renderToString(<TabsFromOutside />);
    expect(html).toMatch(/<div[^>]*hidden=""[^>]*>Panel A<\/div>/);
    expect(html).not.toMatch(/<div[^>]*hidden=""[^>]*>Panel B<\/div>/);
    expect(Tabs.RootProvider).toBe(TabsRootProvider);
  });

  it("gives a root its defaults unless they are given: a closed dialog's content is not rendered", () => {
    const { withRootProvider, withContext } = createParts(dialog);
    const Root = withRootProvider(ArkDialog.Root, { lazyMount: true });
    const Content = withContext(ArkDialog.Content, 'content');
    const closed = (lazyMount?: boolean) =>
      renderToString(
        <Root lazyMount={lazyMount}>
          <Content>Contract signed.</Content>
        </Root>,
      );
    // Given as undefined, as a wrapper passes its own optional prop on, it keeps the default.
    expect(closed()).not.toContain('Contract signed.');
    expect(closed(false)).toContain('Contract signed.');
  });

  it('gives a styled root its defaults too, with its slot class', () => {
    const { withProvider } = createParts(accordion);
    const Root = withProvider('section', 'root', { 'aria-label': 'Terms', title: 'Read first' });
    const html = renderToString(<Root aria-label={undefined} title="Read me" />);
    expect(html).toContain('class="accordion__root"');
    expect(html).toContain('aria-label="Terms"');
    expect(html).toContain('title="Read me"');
  });

  it('accepts only the slots and variants the recipe has', () => {
    const { withProvider, withContext } = createParts(tabs);
    // @ts-expect-error: 'nope' is no slot of the tabs recipe
    withContext(ArkTabs.List, 'nope');
    // @ts-expect-error: the tabs recipe has no 'tone' variant
    withProvider<typeof ArkTabs.Root, { tone?: string }>(ArkTabs.Root, 'root');
    expect(withContext(ArkTabs.List, 'list')).toBeTypeOf('function');
  });
});
