import { switchLanguage } from '@fachwerk/web/data-access';
import { renderWithApp } from '@fachwerk/web/data-access/testing';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { loadPasswordEstimator, PasswordStrengthMeter } from './PasswordStrengthMeter';

configure({ asyncUtilTimeout: 10000 });

// the dictionaries are large: load (and transform) them once before the tests
beforeAll(async () => {
  await loadPasswordEstimator();
}, 120_000);

describe('PasswordStrengthMeter', () => {
  it('says nothing for an empty password, then the strength in words (German), low for a common one', async () => {
    const empty = renderWithApp(<PasswordStrengthMeter id="m" password="" />, { path: '/' });
    expect(screen.getByRole('status').textContent).toBe('');
    empty.unmount();
    const weak = renderWithApp(<PasswordStrengthMeter id="m" password="password1" />, { path: '/' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Passwortstärke: sehr schwach/));
    expect(screen.getByTestId('password-strength').getAttribute('data-score')).toBe('0');
    weak.unmount();
    renderWithApp(<PasswordStrengthMeter id="m" password="Ziegel-Lager!Dachboden-2026" />, { path: '/' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Passwortstärke: sehr stark'));
  }, 60_000);

  it('scores the user’s own e-mail as very weak and says why, in English', async () => {
    renderWithApp(<PasswordStrengthMeter id="m" password="greta.kuhn@example.de" userInputs={['greta.kuhn@example.de', 'Greta', 'Kuhn']} />, { path: '/' });
    await act(async () => {
      await switchLanguage('en');
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Password strength: very weak – There should not be any personal/));
    await act(async () => {
      await switchLanguage('de');
    });
  }, 60_000);
});
