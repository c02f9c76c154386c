// A quote request in steps, as a portal writes one: useForm holds the values and the problems, Steps moves
// through them (`linear`), and Next on a step with an empty field stays there and shows the problem. The
// Steps stories render it, 'Show code' shows this file as it is, and consumers/types compiles the same file
// against the packed package.
import { Button, Steps, TextField, useForm } from '@labelport/ui';

export interface Quote {
  drink: string;
  cases: string;
}

/** The step each field is on: a step is done when its fields are filled. */
const FIELD_STEP: Record<keyof Quote, number> = { drink: 0, cases: 1 };

export interface QuoteWizardProps {
  onSubmit: (quote: Quote) => void | Promise<void>;
}

export function QuoteWizard({ onSubmit }: QuoteWizardProps) {
  const form = useForm<Quote>({
    initialValues: { drink: '', cases: '' },
    validate: ({ drink, cases }) => ({
      drink: drink.trim() ? undefined : 'Name the drink.',
      cases: /^\d+$/.test(cases) ? undefined : 'Enter a whole number of cases.',
    }),
    onSubmit,
  });
  const stepDone = (index: number) =>
    (Object.keys(FIELD_STEP) as (keyof Quote)[]).every(
      (field) => FIELD_STEP[field] !== index || form.values[field].trim() !== '',
    );
  return (
    <form aria-label="Quote request" {...form.formProps}>
      <Steps
        linear
        steps={[
          {
            title: 'Product',
            content: <TextField label="Drink" required errorText={form.errors.drink} {...form.input('drink')} />,
          },
          {
            title: 'Quantity',
            content: <TextField label="Cases" required errorText={form.errors.cases} {...form.input('cases')} />,
          },
        ]}
        isStepValid={stepDone}
        // Next on a step with an empty field: show the problems, and focus goes to the field.
        onStepInvalid={() => form.submit()}
        completedContent={<Button type="submit">Send request</Button>}
      />
    </form>
  );
}
