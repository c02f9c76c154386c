// A page and a two-column form laid out with the package's layout primitives alone, as a portal without
// Panda writes it. The Layout stories render it, and 'Show code' shows this file as it is.
import { Button, Container, Grid, Group, Heading, Stack, Text, TextField } from '@labelport/ui';

export function DeliveryAddressPage() {
  return (
    <Container size="md">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="h2">
            Delivery address
          </Heading>
          <Text tone="muted">Where the pallets go. The carrier calls the contact before arrival.</Text>
        </Stack>
        <form aria-label="Delivery address" onSubmit={(event) => event.preventDefault()}>
          <Stack gap="6">
            {/* One column on a phone, two from 768 px. */}
            <Grid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label="Company" name="company" autoComplete="organization" />
              <TextField label="Contact" name="contact" autoComplete="name" />
              <TextField label="Street" name="street" autoComplete="address-line1" />
              <TextField label="Postcode" name="postcode" autoComplete="postal-code" />
            </Grid>
            <Group justify="end" gap="3">
              <Button variant="outline" type="reset">
                Cancel
              </Button>
              <Button type="submit">Save address</Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
