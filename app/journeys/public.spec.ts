// The public site's journeys: tracking a shipment, the pricing page's billing switch and FAQ, and signing up.
import { expect, FIXED_NOW, open, reload, test } from './support/app.ts';

test.describe('Tracking', () => {
  test('a blank number is ignored; a number shows its events and estimated date, and the result stays', async ({ page }) => {
    await page.clock.setFixedTime(FIXED_NOW);
    await open(page, '/tracking');
    const number = page.getByRole('textbox', { name: 'Tracking number' });
    const track = page.getByRole('button', { name: 'Track Package' });
    const result = page.getByRole('article', { name: /^Shipment / });

    await number.fill('   ');
    await track.click();
    await expect(number).toHaveValue('   ');
    await expect(result).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');

    await number.fill(' abc123 ');
    await number.press('Enter');
    await expect(result).toHaveAccessibleName(/^Shipment ABC123$/i);
    const events = result.getByRole('listitem');
    await expect(events).toHaveCount(4);
    for (const [i, step] of ['Order Processed', 'In Transit', 'Out for Delivery', 'Delivered'].entries()) {
      await expect(events.nth(i)).toContainText(step);
    }
    await expect(events.nth(0)).toContainText('(Completed)');
    await expect(events.nth(3)).toContainText('(Pending)');
    await expect(result).toContainText('Estimated delivery');
    // One day after 'today' (15 January 2026), written 'MMMM dd, yyyy'.
    await expect(result.locator('time').first()).toHaveText('January 16, 2026');

    // A later blank submit keeps the result, and so does a reload (the number is in the address).
    await number.fill('');
    await track.click();
    await expect(result).toBeVisible();
    await reload(page);
    await expect(page.getByRole('article', { name: /^Shipment / })).toBeVisible();
  });
});

test.describe('Pricing', () => {
  test('the billing switch changes every price, and back', async ({ page }) => {
    await open(page, '/pricing');
    const group = page.getByRole('radiogroup', { name: 'Billing period' });
    const monthly = group.getByRole('radio', { name: 'Monthly Billing' });
    const annual = group.getByRole('radio', { name: /Annual Billing/ });
    const professional = page.getByRole('article', { name: 'Professional' });
    await expect(monthly).toHaveAttribute('aria-checked', 'true');
    await expect(professional).toContainText('$79');
    await expect(professional).toContainText('Billed monthly');

    await annual.click();
    await expect(annual).toHaveAttribute('aria-checked', 'true');
    await expect(monthly).toHaveAttribute('aria-checked', 'false');
    await expect(professional).toContainText('$63.20');
    await expect(professional).toContainText('Billed $758.40 yearly');
    await expect(page.getByRole('article', { name: 'Starter' })).toContainText('$23.20');

    await monthly.click();
    await expect(professional).toContainText('$79');
    await expect(professional).not.toContainText('yearly');
  });

  test('the FAQ opens one answer at a time, and an open one closes', async ({ page }) => {
    await open(page, '/pricing');
    const trial = page.getByRole('button', { name: 'Is there a free trial?' });
    const annual = page.getByRole('button', { name: 'How much do I save with annual billing?' });
    const trialAnswer = page.getByText(/14-day free trial with all features, and no credit card/);
    const annualAnswer = page.getByText(/Annual billing saves 20% compared with paying monthly/);
    await expect(trial).toHaveAttribute('aria-expanded', 'false');

    await trial.click();
    await expect(trial).toHaveAttribute('aria-expanded', 'true');
    await expect(trialAnswer).toBeVisible();

    await annual.click();
    await expect(annual).toHaveAttribute('aria-expanded', 'true');
    await expect(annualAnswer).toBeVisible();
    await expect(trial).toHaveAttribute('aria-expanded', 'false');
    await expect(trialAnswer).toBeHidden();

    await annual.click();
    await expect(annual).toHaveAttribute('aria-expanded', 'false');
    await expect(annualAnswer).toBeHidden();
  });
});

test.describe('Sign-up', () => {
  test('every field is checked, nothing typed is lost', async ({ page }) => {
    await open(page, '/signup');
    const form = page.getByRole('form', { name: 'Create Your Account' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Enter your full name.',
      'Enter your email address.',
      'Enter a password.',
      'Enter your company name.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    const name = form.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Anna Lindqvist');
    const email = form.getByRole('textbox', { name: 'Email' });
    await email.fill('anna@');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Enter a valid email address, like name@company.com.')).toBeVisible();
    await expect(form.getByText('Enter your full name.')).toHaveCount(0);
    await expect(email).toBeFocused();
    await expect(name).toHaveValue('Anna Lindqvist');
    await expect(email).toHaveValue('anna@');
  });

  test('a valid sign-up logs its values to the console once, even on a double click', async ({ page }) => {
    const logged: unknown[] = [];
    page.on('console', async (message) => {
      if (!message.text().startsWith('Sign-up submitted')) return;
      logged.push(await message.args()[1]?.jsonValue());
    });
    await open(page, '/signup');
    const form = page.getByRole('form', { name: 'Create Your Account' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('  Anna Lindqvist ');
    await form.getByRole('textbox', { name: 'Email' }).fill('anna@nordic.se');
    await form.getByLabel('Password', { exact: true }).fill('correct horse');
    await form.getByRole('textbox', { name: 'Company Name' }).fill('Nordic Refreshments AB');
    await form.getByRole('button', { name: 'Create Account' }).dblclick();

    await expect(form.getByRole('status')).toHaveText('Thanks, Anna Lindqvist! Your account details were received.');
    // Both clicks of a double click are handled before the status shows; give the console a moment to deliver.
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(logged).toEqual([
      { fullName: 'Anna Lindqvist', email: 'anna@nordic.se', password: 'correct horse', company: 'Nordic Refreshments AB' },
    ]);
  });

  test('Google and Microsoft say they are not connected yet', async ({ page }) => {
    await open(page, '/signup');
    await page.getByRole('button', { name: 'Google' }).click();
    await expect(page.getByText('Google sign-in is not connected yet')).toBeVisible();
    await page.getByRole('button', { name: 'Microsoft' }).click();
    await expect(page.getByText('Microsoft sign-in is not connected yet')).toBeVisible();
    await expect(page.getByText('Please sign up with your e-mail address for now.').first()).toBeVisible();
  });
});
