import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Button, Toaster, type ToastType, toaster } from '../../../src';
import { tokens } from '../../../tokens';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { focusReturnedTo } from '../../support/overlay';

const SAMPLES: Record<ToastType, { title: string; description: string }> = {
  success: { title: 'Profile updated', description: 'Your profile information has been saved successfully.' },
  error: { title: 'Account deleted', description: 'Your account and all stored information have been deleted.' },
  warning: { title: 'Approaching your limit', description: 'You have used 90 of 100 shipments this month.' },
  info: { title: 'Google sign-in', description: 'Sign-in with Google is not available in this demo.' },
  loading: { title: 'Uploading files', description: 'Can Label Template.pdf' },
};

const quoted = (text: string) => `'${text.replaceAll("'", "\\'")}'`;

/** The meta's render as a portal module, its samples written out from SAMPLES so the two cannot drift. */
function toastButtonsCode() {
  const samples = Object.entries(SAMPLES).map(
    ([type, { title, description }]) => `  { type: '${type}', title: ${quoted(title)}, description: ${quoted(description)} },`,
  );
  return `import { Button, toaster } from '@labelport/ui';
import { HStack } from 'styled-system/jsx';

// <Toaster /> is rendered once, near the root of the app; toaster.create shows a toast from anywhere.
const SAMPLES = [
${samples.join('\n')}
] as const;

export function ToastButtons() {
  return (
    <HStack gap="3" flexWrap="wrap">
      {SAMPLES.map((sample) => (
        <Button key={sample.type} variant="outline" onClick={() => toaster.create({ ...sample, duration: 20000 })}>
          {\`Show \${sample.type}\`}
        </Button>
      ))}
    </HStack>
  );
}
`;
}

// The decorator in .storybook/preview.tsx renders the one <Toaster />, as an app does near its root.
const meta = {
  title: 'Components/Feedback/Toaster',
  component: Toaster,
  render: () => (
    <HStack gap="3" flexWrap="wrap">
      {(Object.keys(SAMPLES) as ToastType[]).map((type) => (
        <Button key={type} variant="outline" onClick={() => toaster.create({ ...SAMPLES[type], type, duration: 20000 })}>
          {`Show ${type}`}
        </Button>
      ))}
    </HStack>
  ),
  parameters: {
    docs: {
      // The stories share the render above, which Storybook does not show for a story without one: "Show
      // code" shows it as a portal writes it, with the samples written out from SAMPLES.
      source: { code: toastButtonsCode(), language: 'tsx' },
      description: {
        component:
          "Toast notifications (Ark Toast). Render `<Toaster />` once inside the providers and call `toaster.create({ title, description, type })` from anywhere; types are `success`, `error` (destructive), `warning`, `info` and `loading` (stays until updated or dismissed). They stack at the bottom right, 14 px apart and 356 px wide (the `toastGap` and `toast` tokens); at most three show at once and the rest wait their turn. The area is a polite live region named 'Notifications (Alt+T)': screen readers announce new toasts, each a `status` whose title starts with its type in words. Alt+T moves focus into the area; Escape dismisses the focused toast, and each has a dismiss button with a translated name.",
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name = 'Notifications (Alt+T)') =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name });

const TYPE_WORDS = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Information', loading: 'In progress' };

export const Types: Story = {
  play: async ({ canvas, canvasElement }) => {
    try {
      const area = region(canvasElement);
      for (const type of ['success', 'error', 'warning', 'info'] as const) {
        await userEvent.click(canvas.getByRole('button', { name: `Show ${type}` }));
        const toast = await within(area).findByRole('status', { name: new RegExp(SAMPLES[type].title) });
        await waitFor(() => expect(toast).toBeVisible());
        await expect(toast).toHaveAttribute('data-type', type);
        await expect(toast).toHaveAccessibleDescription(SAMPLES[type].description);
        await expect(within(toast).getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
        // The title says the type in words as well as by icon and colour.
        await expect(toast).toHaveAccessibleName(`${TYPE_WORDS[type]}: ${SAMPLES[type].title}`);
        // Only three fit at once; make room for the next.
        toaster.remove();
      }
      await userEvent.click(canvas.getByRole('button', { name: 'Show loading' }));
      await expect(await within(area).findByRole('status', { name: /Uploading files/ })).toHaveAttribute('aria-busy', 'true');
    } finally {
      toaster.remove();
    }
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, canvasElement }) => {
    try {
      const area = region(canvasElement);
      const show = canvas.getByRole('button', { name: 'Show success' });
      await userEvent.click(show);
      const toast = await within(area).findByRole('status', { name: /Profile updated/ });
      await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
      await waitFor(() => expect(within(area).queryByRole('status')).toBeNull());
      // Focus was on the toast's button, which is gone: it goes back to where it was before.
      await focusReturnedTo(show);
    } finally {
      toaster.remove();
    }
  },
};

export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    try {
      const area = region(canvasElement);
      for (let n = 1; n <= 5; n += 1) toaster.create({ title: `Shipment ${n} delivered`, type: 'success', duration: 20000 });
      await waitFor(() => expect(within(area).getAllByRole('status')).toHaveLength(3));
      // The first three show; the others wait their turn and appear as room is made.
      await expect(within(area).queryByRole('status', { name: /Shipment 4 / })).toBeNull();
      const first = within(area).getByRole('status', { name: /Shipment 1 / });
      await userEvent.click(within(first).getByRole('button', { name: 'Dismiss notification' }));
      await expect(await within(area).findByRole('status', { name: /Shipment 4 / })).toBeInTheDocument();
      await waitFor(() => expect(within(area).queryByRole('status', { name: /Shipment 1 / })).toBeNull());
      await waitFor(() => expect(within(area).getAllByRole('status')).toHaveLength(3));
    } finally {
      toaster.remove();
    }
  },
};

export const PlacementAndSize: Story = {
  play: async ({ canvasElement }) => {
    try {
      const area = region(canvasElement);
      const view = canvasElement.ownerDocument.defaultView!;
      toaster.create({ title: 'First', type: 'info', duration: 20000 });
      toaster.create({ title: 'Second', type: 'info', duration: 20000 });
      const first = await within(area).findByRole('status', { name: /First/ });
      const second = await within(area).findByRole('status', { name: /Second/ });
      const width = Number.parseFloat(tokens.sizes.toast.value);
      const gap = Number.parseFloat(tokens.spacing.toastGap.value);
      await waitFor(() => {
        const older = first.getBoundingClientRect();
        const newer = second.getBoundingClientRect();
        // Bottom right: the newest at the bottom, the older one above it, one gap apart.
        expect(newer.bottom).toBeGreaterThan(view.innerHeight - 40);
        expect(view.innerWidth - newer.right).toBeLessThan(40);
        expect(Math.abs(newer.right - older.right)).toBeLessThan(1);
        expect(Math.abs(newer.top - older.bottom - gap)).toBeLessThan(1);
        // 356 px wide, or the screen minus its margins when narrower.
        expect(newer.width).toBeCloseTo(Math.min(width, view.innerWidth - 32), 0);
      });
    } finally {
      toaster.remove();
    }
  },
};

export const HotkeyFocusesTheArea: Story = {
  play: async ({ canvas, canvasElement }) => {
    try {
      const area = region(canvasElement);
      const show = canvas.getByRole('button', { name: 'Show info' });
      await userEvent.click(show);
      const toast = await within(area).findByRole('status', { name: /Google sign-in/ });
      await userEvent.keyboard('{Alt>}t{/Alt}');
      await waitFor(() => expect(area).toHaveFocus());
      // From there Tab reaches the toast, and Escape dismisses it.
      await userEvent.tab();
      await waitFor(() => expect(toast).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(area).queryByRole('status')).toBeNull());
      await focusReturnedTo(show);
    } finally {
      toaster.remove();
    }
  },
};

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    try {
      const area = region(canvasElement, 'Benachrichtigungen (Alt+T)');
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      const toast = await within(area).findByRole('status', { name: 'Fehler: Account deleted' });
      await waitFor(() => expect(within(toast).getByRole('button', { name: 'Benachrichtigung schließen' })).toBeVisible());
    } finally {
      toaster.remove();
    }
  },
};

/**
 * In Arabic the toast area's end is the left: a toast shows at the bottom left of the window, its icon at the
 * right, then the title and description, and the dismiss button (named in Arabic) at the left. The area is
 * named in Arabic; the title starts with the type in Arabic words.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Button
      variant="outline"
      onClick={() =>
        toaster.create({
          title: 'تم تحديث الملف الشخصي',
          description: 'تم حفظ معلومات ملفك الشخصي بنجاح.',
          type: 'success',
          duration: 20000,
        })
      }
    >
      إظهار إشعار
    </Button>
  ),
  play: async ({ canvas, canvasElement }) => {
    try {
      const area = region(canvasElement, 'الإشعارات (Alt+T)');
      const view = canvasElement.ownerDocument.defaultView!;
      await userEvent.click(canvas.getByRole('button', { name: 'إظهار إشعار' }));
      const toast = await within(area).findByRole('status', { name: 'تم بنجاح: تم تحديث الملف الشخصي' });
      await expectRightToLeft(toast);
      const dismiss = within(toast).getByRole('button', { name: 'إغلاق الإشعار' });
      const title = toast.querySelector('[data-part="title"]') as HTMLElement;
      // The first icon is the type's (a tick); the dismiss button's ✕ comes after it.
      await expectRightOf(toast.querySelector('svg') as SVGElement, title);
      await expectRightOf(title, dismiss);
      await waitFor(() => {
        const box = toast.getBoundingClientRect();
        // Bottom left, not bottom right.
        expect(box.bottom).toBeGreaterThan(view.innerHeight - 40);
        expect(box.left).toBeLessThan(40);
        expect(box.right).toBeLessThan(view.innerWidth / 2);
      });
    } finally {
      toaster.remove();
    }
  },
};
