import type { Meta, StoryObj } from '@storybook/react-vite';
import { Truck } from 'lucide-react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Card, DataList, Group, QrCode, Text } from '../../../src';

const TRACKING = 'https://labelport.example/track/TRK-552-907';

const meta = {
  title: 'Components/Data display/QrCode',
  component: QrCode,
  args: { value: TRACKING, label: 'Tracking link for TRK-552-907', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A QR code (Ark's), e.g. the tracking link on a shipping label: `<QrCode value label />`. It is an image named by `label` (what a scan opens, translated), drawn dark on white with a quiet zone in both themes, as scanners need; put the value in text nearby too, for those who cannot scan. `overlay` puts a logo over the centre and raises the error correction to `H` so the code still reads; `downloadFileName` adds a 'Download QR code' button that saves it as a PNG. `errorCorrection` (`L`, `M`, the default, `Q`, `H`) trades density for robustness. Compose it from `QrCode.Root`, `QrCode.Frame`, `QrCode.Pattern`, `QrCode.Overlay` and `QrCode.DownloadTrigger` when needed.",
      },
    },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn modules of the code named `label`: one `M` command per dark module. */
const modulesOf = (image: Element) => (image.querySelector('path')?.getAttribute('d')?.match(/M/g) ?? []).length;

/** A colour keyword as the browser computes it, to compare with a computed style. */
function computed(colour: string) {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

export const Default: Story = {
  // Played in the dark theme too: the code stays dark on white there.
  tags: ['theme-dependent'],
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Tracking link for TRK-552-907' });
    await expect(image.tagName.toLowerCase()).toBe('svg');
    // A real code of the link: a version-3 code or more, hundreds of dark modules.
    await expect(modulesOf(image)).toBeGreaterThan(200);
    // Dark on white, whatever the theme, so every scanner reads it.
    await expect(getComputedStyle(image).backgroundColor).toBe(computed('white'));
    await expect(getComputedStyle(image.querySelector('path') as Element).fill).toBe(computed('black'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Group gap="6" align="end">
      <QrCode {...args} size="sm" label="Small code" />
      <QrCode {...args} size="md" label="Medium code" />
      <QrCode {...args} size="lg" label="Large code" />
    </Group>
  ),
  play: async ({ canvas }) => {
    const width = (name: string) => canvas.getByRole('img', { name }).getBoundingClientRect().width;
    await expect(width('Small code')).toBeLessThan(width('Medium code'));
    await expect(width('Medium code')).toBeLessThan(width('Large code'));
  },
};

/** A logo over the centre: the code is encoded with the highest error correction, so it still reads. */
export const WithOverlay: Story = {
  args: { overlay: <Truck /> },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Tracking link for TRK-552-907' });
    // Error correction H makes a denser code than the default M.
    await expect(modulesOf(image)).toBeGreaterThan(300);
    const logo = canvasElement.querySelector('[data-part="overlay"]') as HTMLElement;
    await expect(logo).toHaveAttribute('aria-hidden', 'true');
    const [code, mark] = [image.getBoundingClientRect(), logo.getBoundingClientRect()];
    await expect(mark.left + mark.width / 2).toBeCloseTo(code.left + code.width / 2, 0);
    await expect(mark.width).toBeLessThan(code.width / 4);
  },
};

const onDownload = fn();

/** 'Download QR code' saves it as a PNG under `downloadFileName`. */
export const Download: Story = {
  args: { downloadFileName: 'TRK-552-907.png' },
  play: async ({ canvas }) => {
    // The browser's download is an anchor's click: caught here, so the test saves nothing.
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      onDownload(this.download, this.href.slice(0, 22));
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download QR code' }));
      await waitFor(() => expect(onDownload).toHaveBeenCalledTimes(1));
      await expect(onDownload).toHaveBeenCalledWith('TRK-552-907.png', 'data:image/png;base64,');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

export const Swedish: Story = {
  args: { downloadFileName: 'TRK-552-907.png', label: 'Spårningslänk för TRK-552-907' },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Spårningslänk för TRK-552-907' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ladda ned QR-kod' })).toBeVisible();
  },
};

/** A shipping label: the shipment's details beside the code of its tracking link, the link in text as well. */
export const OnAShippingLabel: Story = {
  render: (args) => (
    <Card.Root>
      <Card.Header>
        <Card.Title>Shipping label</Card.Title>
      </Card.Header>
      <Card.Body>
        <Group gap="6" align="start" wrap={false}>
          <QrCode {...args} size="sm" />
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>Shipment</DataList.Label>
              <DataList.Value>TRK-552-907</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Ship to</DataList.Label>
              <DataList.Value>Nordic Brands AB, Stockholm</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Track at</DataList.Label>
              <DataList.Value>
                <Text size="small">{TRACKING}</Text>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Group>
      </Card.Body>
    </Card.Root>
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Tracking link for TRK-552-907' });
    await expect(canvas.getByText(TRACKING)).toBeVisible();
    await expect(canvas.getByText('TRK-552-907').getBoundingClientRect().left).toBeGreaterThan(
      image.getBoundingClientRect().right,
    );
  },
};
