import type { Meta, StoryObj } from '@storybook/react-vite';
import { Leaf } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { HStack, Stack } from 'styled-system/jsx';
import { Button, FormDialog, Tag, type TagTone, TextField, useForm } from '../../../src';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

/** A row of tags as a list: screen readers say how many there are. */
const tagList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' });

const TONES: TagTone[] = ['neutral', 'accent', 'success', 'danger', 'warning', 'purple', 'info'];

const meta = {
  title: 'Components/Data display/Tag',
  component: Tag,
  args: { children: 'Vanilla' },
  argTypes: {
    tone: { control: 'select', options: TONES },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A small label for something the user chose or gave: a filter that is on, a keyword, a recipient. Tones and variants as Badge's; a Badge states what something is (a status, a count) and cannot be changed, a Tag holds a value the user set and may take away (to type tags into a field, use TagsInput). With `onRemove` it gets a remove button at its end, a real `<button>` in the tab order named 'Remove {label}' in the page's language. Keyboard: Tab reaches each remove button; Enter, Space, Backspace or Delete remove the tag. The tag itself is text and takes no focus. When a tag goes, move focus to a neighbour (the next tag's remove button, or the control that adds tags), as the stories do: focus is otherwise lost to the page.",
      },
    },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone, subtle and solid, with an icon: each has its own fill in both themes. */
export const Tones: Story = {
  render: () => (
    <Stack gap="3">
      {(['subtle', 'solid'] as const).map((variant) => (
        <HStack key={variant} gap="2" flexWrap="wrap" data-testid={variant}>
          {(['neutral', 'accent', 'success', 'danger', 'warning', 'purple', 'info'] as const).map((tone) => (
            <Tag key={tone} tone={tone} variant={variant} icon={<Leaf />}>
              {tone}
            </Tag>
          ))}
        </HStack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const variant of ['subtle', 'solid']) {
      const row = within(canvas.getByTestId(variant));
      const backgrounds = TONES.map((tone) => getComputedStyle(row.getByText(tone).parentElement as HTMLElement).backgroundColor);
      await expect(new Set(backgrounds).size).toBeGreaterThanOrEqual(TONES.length - 1);
    }
    // Not removable: no button at all.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * A click removes; from the keyboard, Tab reaches each remove button and Delete or Backspace remove the tag.
 * Focus moves to the next tag, and after the last to the Add button.
 */
export const Removable: Story = {
  // A removed tag hands focus to the next one, the last to the Add button.
  render: function RemovableFilters() {
    const [filters, setFilters] = useState(['In production', 'Malmö', 'Rush']);
    const [focusAt, setFocusAt] = useState<number | null>(null);
    const list = useRef<HTMLUListElement>(null);
    const add = useRef<HTMLButtonElement>(null);
    useEffect(() => {
      if (focusAt === null) return;
      const buttons = list.current?.querySelectorAll('button') ?? [];
      (buttons[Math.min(focusAt, buttons.length - 1)] ?? add.current)?.focus();
      setFocusAt(null);
    }, [focusAt]);
    const remove = (index: number) => {
      setFilters(filters.filter((_, i) => i !== index));
      setFocusAt(index);
    };
    return (
      <Stack gap="3" alignItems="flex-start">
        <ul
          ref={list}
          aria-label="Filters"
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}
        >
          {filters.map((filter, index) => (
            <li key={filter}>
              <Tag tone="accent" onRemove={() => remove(index)}>
                {filter}
              </Tag>
            </li>
          ))}
        </ul>
        <Button ref={add} variant="outline" size="sm">
          Add filter
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Filters' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Malmö' }));
    await expect(within(list).queryByText('Malmö')).toBeNull();
    await expectFocusOn(canvas.getByRole('button', { name: 'Remove Rush' }));

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expectFocusOn(canvas.getByRole('button', { name: 'Remove In production' }));
    await userEvent.keyboard('{Delete}');
    await expect(within(list).queryByText('In production')).toBeNull();
    await expectFocusOn(canvas.getByRole('button', { name: 'Remove Rush' }));
    await userEvent.keyboard('{Backspace}');
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expectFocusOn(canvas.getByRole('button', { name: 'Add filter' }));
  },
};

/**
 * Small and removable: the remove button is drawn at 20px but takes presses over 24px, the least WCAG 2.5.8
 * asks: a press just outside its drawn box still lands on it.
 */
export const SmallRemovable: Story = {
  args: { size: 'sm', onRemove: fn() },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Vanilla' });
    const box = remove.getBoundingClientRect();
    await expect(Math.round(box.width)).toBeLessThan(24);
    const justOutside = remove.ownerDocument.elementFromPoint(box.right + 1, box.top + box.height / 2);
    await expect(remove.contains(justOutside)).toBe(true);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    remove.blur();
  },
};

/** In Swedish the remove button is 'Ta bort …'; a disabled tag's button cannot be used. */
export const SwedishAndDisabled: Story = {
  globals: { locale: 'sv' },
  render: function SwedishTags() {
    const [flavours, setFlavours] = useState(['Vanilj', 'Citron']);
    return (
      <HStack gap="2">
        {flavours.map((flavour) => (
          <Tag
            key={flavour}
            onRemove={() => setFlavours((all) => all.filter((f) => f !== flavour))}
            disabled={flavour === 'Citron'}
          >
            {flavour}
          </Tag>
        ))}
      </HStack>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ta bort Vanilj' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Ta bort Citron' })).toBeDisabled();
  },
};

/** What the form stories report. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
  onSubmit: (values: SavedView) => void;
}

function NativeForm({ onNativeSubmit }: Pick<FormStoryArgs, 'onNativeSubmit'>) {
  const [flavours, setFlavours] = useState(['Vanilla', 'Lemon', 'Mango']);
  return (
    <form
      aria-label="Sample request"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start">
        <HStack gap="2">
          {flavours.map((flavour) => (
            <Tag key={flavour} onRemove={() => setFlavours((all) => all.filter((f) => f !== flavour))}>
              {flavour}
              <input type="hidden" name="flavour" value={flavour} />
            </Tag>
          ))}
        </HStack>
        <Button type="submit">Request samples</Button>
      </Stack>
    </form>
  );
}

/**
 * In a native `<form>`: each tag carries a hidden input, so FormData holds the tags still there. Its remove
 * button does not submit the form (it is `type="button"`).
 */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => <NativeForm onNativeSubmit={onNativeSubmit} />,
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        // The story's form reports what it would send; a portal's form sends it.
        code: `function SampleRequestForm() {
  const [flavours, setFlavours] = useState(['Vanilla', 'Lemon', 'Mango']);
  return (
    <form aria-label="Sample request" action="/sample-requests" method="post">
      <Stack gap="4" alignItems="flex-start">
        <HStack gap="2">
          {flavours.map((flavour) => (
            <Tag key={flavour} onRemove={() => setFlavours((all) => all.filter((f) => f !== flavour))}>
              {flavour}
              <input type="hidden" name="flavour" value={flavour} />
            </Tag>
          ))}
        </HStack>
        <Button type="submit">Request samples</Button>
      </Stack>
    </form>
  );
}`,
      },
    },
  },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Remove Lemon' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Lemon')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request samples' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([
      ['flavour', 'Vanilla'],
      ['flavour', 'Mango'],
    ]);
  },
};

interface SavedView {
  name: string;
  filters: string[];
}

const NEW_VIEW: SavedView = { name: '', filters: ['In production', 'Rush'] };

function SaveViewDialog({ onSubmit }: Pick<FormStoryArgs, 'onSubmit'>) {
  const form = useForm<SavedView>({
    initialValues: NEW_VIEW,
    validate: ({ name }) => ({ name: name.trim() ? undefined : 'Name the view.' }),
    onSubmit,
    resetOnSubmit: true,
  });
  return (
    <FormDialog form={form} title="Save view" submitLabel="Save" trigger={<Button>Save view</Button>}>
      <TextField label="View name" required {...form.input('name')} errorText={form.errors.name} />
      <ul aria-label="Filters in this view" className={tagList}>
        {form.values.filters.map((filter) => (
          <li key={filter}>
            <Tag
              tone="accent"
              onRemove={() =>
                form.setValue(
                  'filters',
                  form.values.filters.filter((f) => f !== filter),
                )
              }
            >
              {filter}
            </Tag>
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}

/**
 * Tags in a FormDialog with `useForm`: sent without a name, the error shows by the name and focus goes to it;
 * a tag removed there leaves the values, and Save sends the filters still shown.
 */
export const InAFormDialogWithUseForm: StoryObj<FormStoryArgs> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <SaveViewDialog onSubmit={onSubmit} />,
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        code: `interface SavedView {
  name: string;
  filters: string[];
}

function SaveViewDialog({ onSubmit }: { onSubmit: (view: SavedView) => void }) {
  const form = useForm<SavedView>({
    initialValues: { name: '', filters: ['In production', 'Rush'] },
    validate: ({ name }) => ({ name: name.trim() ? undefined : 'Name the view.' }),
    onSubmit,
    resetOnSubmit: true,
  });
  return (
    <FormDialog form={form} title="Save view" submitLabel="Save" trigger={<Button>Save view</Button>}>
      <TextField label="View name" required {...form.input('name')} errorText={form.errors.name} />
      <ul
        aria-label="Filters in this view"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}
      >
        {form.values.filters.map((filter) => (
          <li key={filter}>
            <Tag tone="accent" onRemove={() => form.setValue('filters', form.values.filters.filter((f) => f !== filter))}>
              {filter}
            </Tag>
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}`,
      },
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Save view' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Save view' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    const name = d.getByRole('textbox', { name: /^View name/ });
    await expectFocusOn(name);
    await expect(name).toHaveAccessibleDescription('Name the view.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, 'Rush orders');
    await userEvent.click(d.getByRole('button', { name: 'Remove In production' }));
    await expect(d.queryByText('In production')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Rush orders', filters: ['Rush'] });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};
