'use server';

/** What the server received from the order form, field by field, in the order the form sent them. */
export type Received = [name: string, value: string][];

/** The portal's Server Action: it reads the posted form as any server would, and says what arrived. */
export async function placeOrder(_previous: Received | null, form: FormData): Promise<Received> {
  return [...form.entries()]
    .filter(([name]) => !name.startsWith('$ACTION'))
    .map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}
