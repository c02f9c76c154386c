// Tree-shaking through the root entry: this page loads the Button beyond what the layout loads, nothing else.
import { Button } from '@labelport/ui';

export default function ButtonPage() {
  return (
    <main>
      <Button>Only a button</Button>
    </main>
  );
}
