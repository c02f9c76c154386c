import { Heading } from '@labelport/ui';
import { OrderForm } from './order-form';

export default function OrderPage() {
  return (
    <main>
      <Heading as="h1">New order</Heading>
      <OrderForm />
    </main>
  );
}
