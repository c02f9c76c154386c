// A sample request in a dialog, as a portal writes one: the flavours are tags (TagsInput), useForm holds them
// as a string array and requires one, and FormDialog focuses the text box when none is given. The TagsInput
// stories render it, and 'Show code' shows this file as it is.
import { Button, FormDialog, TagsInput, useForm } from '@labelport/ui';

export interface SampleRequest {
  flavours: string[];
}

// One object for every render: useForm compares initial values field by field.
const NO_FLAVOURS: SampleRequest = { flavours: [] };

export interface FlavourSamplesDialogProps {
  onSubmit: (request: SampleRequest) => void | Promise<void>;
}

export function FlavourSamplesDialog({ onSubmit }: FlavourSamplesDialogProps) {
  const form = useForm<SampleRequest>({
    initialValues: NO_FLAVOURS,
    validate: ({ flavours }) => ({ flavours: flavours.length ? undefined : 'Add at least one flavour.' }),
    onSubmit,
    resetOnSubmit: true,
  });
  return (
    <FormDialog form={form} title="Request samples" submitLabel="Send" trigger={<Button>Request samples</Button>}>
      <TagsInput
        label="Flavours"
        name="flavours"
        required
        max={5}
        value={form.values.flavours}
        onValueChange={(flavours) => form.setValue('flavours', flavours)}
        errorText={form.errors.flavours}
      />
    </FormDialog>
  );
}
