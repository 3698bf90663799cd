import { generateSync } from 'otplib';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from '../dev/demo.mjs';

/**
 * The login form's second step for the demo admin (admins must use a second factor): types the code
 * an authenticator app would show for the seeded secret. A code's time step works once, so it tries
 * the steps the API accepts (one back, now, one ahead) until the shell reaches /dashboard.
 */
export async function completeSecondFactor(page, role) {
  if (DEMO_ACCOUNTS[role] !== DEMO_ACCOUNTS.admin) return;
  const field = page.getByTestId('totp-code');
  await field.waitFor({ timeout: 30_000 });
  const now = Math.floor(Date.now() / 30_000);
  for (const step of [now - 1, now, now + 1, now + 2]) {
    if (step > Math.floor(Date.now() / 30_000) + 1) await page.waitForTimeout(step * 30_000 - 30_000 - Date.now() + 100);
    await field.fill(generateSync({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: step * 30 }));
    await page.getByTestId('second-factor-form').locator('button[type="submit"]').click();
    const reached = await page
      .waitForURL((u) => u.pathname === '/dashboard', { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (reached) return;
  }
  throw new Error('the admin login did not pass the second step');
}
