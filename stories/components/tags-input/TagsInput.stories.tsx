import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, TagsInput } from '../../../src';
import { FlavourSamplesDialog } from '../../examples/FlavourSamplesDialog';
import flavourSamplesDialogSource from '../../examples/FlavourSamplesDialog.tsx?raw';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { nextFrames } from '../../support/frames';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

// Ark adds a tag and empties the box a frame after the key: let frames pass between actions, as they do
// between a person's keys.

/**
 * Ark empties the box with the native value setter, which user-event does not see: its next key would edit
 * the text it last typed (a Backspace would delete from it, where a person's Backspace in an empty box deletes
 * nothing). Writing the value through the element tells user-event what the box holds.
 */
function syncUserEvent(box: HTMLElement) {
  const input = box as HTMLInputElement;
  const shown = input.value;
  input.value = shown;
}

/** Types into the box as a person would after Ark emptied it. */
async function typeIn(box: HTMLElement, text: string) {
  syncUserEvent(box);
  await userEvent.type(box, text);
}

/** Presses keys in the focused box as a person would after Ark emptied it. */
async function press(box: HTMLElement, keys: string) {
  syncUserEvent(box);
  await userEvent.keyboard(keys);
}

/** The tags shown, read from their remove buttons' names ('Remove Vanilla' → 'Vanilla'). */
const tagsIn = (scope: HTMLElement, remove = 'Remove ') =>
  within(scope)
    .queryAllByRole('button', { name: new RegExp(`^${remove}`) })
    .map((button) => button.getAttribute('aria-label')?.slice(remove.length));

const meta = {
  title: 'Components/Forms/TagsInput',
  component: TagsInput,
  args: { label: 'Flavours', name: 'flavours', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          "Short values typed as tags (Ark's tags input), e.g. flavours or keywords. Keyboard: Enter or the `delimiter` (default ',') adds what is typed; Backspace (or ArrowLeft) at the start of the empty box selects the last tag, announced, and a second Backspace (or Delete) removes it; ArrowLeft/ArrowRight move between tags. Each tag has a remove button named in the page's language ('Remove Vanilla'); Ark keeps those buttons out of the tab order, since Backspace does the same from the keyboard. A paste adds each item of a list split at the delimiter and at line breaks (`addOnPaste`, default on). A duplicate (whatever its case) or a tag past `max` is refused with a message under the box that screen readers announce, and the text stays in the box, so nothing typed is lost; at `max` the message stays until a tag is removed. Ark announces each tag added, selected and removed in the page's language. Label, required mark, helper and error text are the Field's, as in TextField; the label names the text box. With `name`, a native form submits one value: the tags joined with ', ' (Ark's hidden input, e.g. `flavours=Vanilla, Lemon`), so a tag should not hold ', ' itself; `value`, `defaultValue` and `onValueChange` are string arrays. `useForm`, or the browser's `required` check, focusing the field by its name lands in the text box.",
      },
    },
  },
} satisfies Meta<typeof TagsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Enter and a comma each add what is typed; Backspace in the empty box selects the last tag, a second one
 * removes it; a tag's remove button removes it and leaves the focus in the box.
 */
export const Default: Story = {
  args: { helperText: 'Press Enter or type a comma after each flavour.', placeholder: 'Add a flavour' },
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'Flavours' });
    await expect(box).toHaveAccessibleDescription('Press Enter or type a comma after each flavour.');
    await userEvent.type(box, 'Vanilla{Enter}');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement)).toEqual(['Vanilla']));
    await waitFor(() => expect(box).toHaveValue(''));
    await typeIn(box, 'Lemon,');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement)).toEqual(['Vanilla', 'Lemon']));
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Vanilla', 'Lemon']);

    // Backspace selects the last tag, and a second one removes it.
    await press(box, '{Backspace}');
    await nextFrames();
    await waitFor(() =>
      expect(canvas.getByText('Lemon').closest('[data-part="item-preview"]')).toHaveAttribute('data-highlighted'),
    );
    await press(box, '{Backspace}');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement)).toEqual(['Vanilla']));

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Vanilla' }));
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement)).toEqual([]));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(box).toHaveFocus());
  },
};

/** A pasted list adds each of its items, split at commas and line breaks; the box is left empty. */
export const PasteAList: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'Flavours' });
    await userEvent.click(box);
    await userEvent.paste('Vanilla, Lemon,Mint\nMango');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement)).toEqual(['Vanilla', 'Lemon', 'Mint', 'Mango']));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Vanilla', 'Lemon', 'Mint', 'Mango']);
    await expect(box).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/**
 * A duplicate, whatever its case, is refused: the message says it is already there, and the text stays in the
 * box to change. In a pasted list only the duplicate stays; the rest are added.
 */
export const DuplicateRefused: Story = {
  args: { defaultValue: ['Vanilla', 'Lemon'] },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'Flavours' });
    await userEvent.type(box, 'vanilla{Enter}');
    await nextFrames();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Already in the list: vanilla. The text was kept so you can change it.');
    await expect(status).toBeVisible();
    await expect(box).toHaveValue('vanilla');
    await expect(box).toHaveAccessibleDescription('Already in the list: vanilla. The text was kept so you can change it.');
    await expect(tagsIn(canvasElement)).toEqual(['Vanilla', 'Lemon']);
    // Changed into something new, it goes in.
    await userEvent.type(box, ' bean{Enter}');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement)).toEqual(['Vanilla', 'Lemon', 'vanilla bean']));
    await expect(status).toHaveTextContent('');

    await userEvent.paste('Mint, Lemon');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement)).toEqual(['Vanilla', 'Lemon', 'vanilla bean', 'Mint']));
    await expect(box).toHaveValue('Lemon');
    await expect(status).toHaveTextContent('Already in the list: Lemon.');
  },
};

/**
 * Swedish, at most three: once there are three, the message says so and Enter adds nothing; the text stays.
 * Removing one lets it in. The remove buttons are named in Swedish.
 */
export const MaxReached: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Smaker', max: 3, defaultValue: ['Vanilj', 'Citron'] },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'Smaker' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.type(box, 'Mynta{Enter}');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement, 'Ta bort ')).toEqual(['Vanilj', 'Citron', 'Mynta']));
    await expect(status).toHaveTextContent('Gränsen är 3 taggar: ta bort en för att lägga till en annan.');
    await expect(status).toBeVisible();

    await typeIn(box, 'Mango{Enter}');
    await nextFrames();
    await expect(tagsIn(canvasElement, 'Ta bort ')).toEqual(['Vanilj', 'Citron', 'Mynta']);
    await expect(box).toHaveValue('Mango');

    await userEvent.click(canvas.getByRole('button', { name: 'Ta bort Citron' }));
    await nextFrames();
    await waitFor(() => expect(status).toHaveTextContent(''));
    await userEvent.type(box, '{Enter}');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement, 'Ta bort ')).toEqual(['Vanilj', 'Mynta', 'Mango']));
  },
};

/** What the form stories report. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
  onSubmit: (values: { flavours: string[] }) => void;
}

/** In a plain `<form>`, FormData holds the tags under the field's name, joined with ', ' (Ark's hidden input). */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Sample request"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start" maxW="md">
        <TagsInput label="Flavours" name="flavours" defaultValue={['Vanilla']} />
        <Button type="submit">Request samples</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Flavours' }), 'Lemon{Enter}');
    await nextFrames();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Lemon' })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Request samples' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([['flavours', 'Vanilla, Lemon']]);
  },
};

/**
 * With `useForm` in a FormDialog: sent with no tag, the error shows by the field, is read with the text box,
 * and focus goes to the text box. With tags, the dialog submits them as an array and closes.
 */
export const InAFormDialogWithUseForm: StoryObj<FormStoryArgs> = {
  args: { onSubmit: fn() },
  // The dialog as a portal writes it (stories/examples/FlavourSamplesDialog.tsx; 'Show code' gives the whole file).
  parameters: { docs: { source: { code: flavourSamplesDialogSource, language: 'tsx' } } },
  render: ({ onSubmit }) => <FlavourSamplesDialog onSubmit={onSubmit} />,
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Request samples' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Request samples' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    const box = d.getByRole('textbox', { name: /^Flavours/ });
    await expectFocusOn(box);
    await expect(box).toHaveAccessibleDescription('Add at least one flavour.');
    await expect(box).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(box, 'Mango{Enter}');
    await nextFrames();
    await waitFor(() => expect(box).toBeValid());
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ flavours: ['Mango'] });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};

/**
 * In Arabic the tags run from the right, the first at the right end and the text box after the last, at the
 * left. With the box empty, ArrowRight (towards the tags, in right to left) selects the last tag and moves on
 * to the one before it; ArrowLeft comes back, and past the last tag returns to the box. Backspace selects the
 * last tag and a second one removes it, as in left to right.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'النكهات', defaultValue: ['فانيليا', 'ليمون', 'نعناع'] },
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'النكهات' });
    await expectRightToLeft(box);
    const tag = (name: string) => canvas.getByText(name).closest('[data-part="item-preview"]') as HTMLElement;
    await expectRightOf(tag('فانيليا'), tag('ليمون'));
    await expectRightOf(tag('ليمون'), tag('نعناع'));
    await expectRightOf(tag('نعناع'), box);
    // The first tag starts at the right end of the field.
    const control = (
      canvasElement.querySelector('[data-scope="tags-input"][data-part="control"]') as HTMLElement
    ).getBoundingClientRect();
    const first = tag('فانيليا').getBoundingClientRect();
    await expect(control.right - first.right).toBeLessThan(first.left - control.left);

    await userEvent.click(box);
    await nextFrames();
    await press(box, '{ArrowRight}');
    await nextFrames();
    await waitFor(() => expect(tag('نعناع')).toHaveAttribute('data-highlighted'));
    await press(box, '{ArrowRight}');
    await nextFrames();
    await waitFor(() => expect(tag('ليمون')).toHaveAttribute('data-highlighted'));
    await expect(tag('نعناع')).not.toHaveAttribute('data-highlighted');
    await press(box, '{ArrowLeft}');
    await nextFrames();
    await waitFor(() => expect(tag('نعناع')).toHaveAttribute('data-highlighted'));
    await press(box, '{ArrowLeft}');
    await nextFrames();
    await waitFor(() => expect(tag('نعناع')).not.toHaveAttribute('data-highlighted'));

    await press(box, '{Backspace}');
    await nextFrames();
    await waitFor(() => expect(tag('نعناع')).toHaveAttribute('data-highlighted'));
    await press(box, '{Backspace}');
    await nextFrames();
    await waitFor(() => expect(tagsIn(canvasElement, 'إزالة ')).toEqual(['فانيليا', 'ليمون']));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['فانيليا', 'ليمون']);
    await expect(box).toHaveFocus();
  },
};
