import { STORAGE_KEYS } from '@fachwerk/shared/contracts';
import { renderWithApp } from '@fachwerk/web/data-access/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { consentStore, TRANSLATE_SCRIPT_URL } from './consent';
import { ConsentBanner, ConsentSettingsLink } from './ConsentBanner';

const translateScripts = () => Array.from(document.querySelectorAll('script')).filter((s) => s.src === TRANSLATE_SCRIPT_URL);

function renderBanner() {
  return renderWithApp(
    <>
      <ConsentBanner />
      <ConsentSettingsLink />
    </>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  act(() => consentStore.reload());
});

describe('consent banner', () => {
  it('without a choice the banner shows two equal buttons and no third-party script is requested', () => {
    renderBanner();
    const banner = screen.getByTestId('consent-banner');
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' });
    const decline = screen.getByRole('button', { name: 'Nur notwendige' });
    expect(banner.contains(accept) && banner.contains(decline)).toBe(true);
    expect(accept.className).toBe(decline.className);
    expect(translateScripts()).toHaveLength(0);
  });

  it('accepting stores the choice and loads the translation script exactly once', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(localStorage.getItem(STORAGE_KEYS.consent)).toBe('accepted');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(translateScripts()).toHaveLength(1);
    expect(document.getElementById('fw-translate')).not.toBeNull();
  });

  it('declining stores the choice, hides the banner and loads nothing; the footer link reopens it to change the choice', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(localStorage.getItem(STORAGE_KEYS.consent)).toBe('declined');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(translateScripts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(localStorage.getItem(STORAGE_KEYS.consent)).toBe('accepted');
    expect(translateScripts()).toHaveLength(1);
  });

  it('a stored choice is honoured on the next visit: accepted loads the script without asking, declined asks nothing', () => {
    localStorage.setItem(STORAGE_KEYS.consent, 'declined');
    act(() => consentStore.reload());
    const first = renderBanner();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(translateScripts()).toHaveLength(0);
    first.unmount();

    localStorage.setItem(STORAGE_KEYS.consent, 'accepted');
    act(() => consentStore.reload());
    renderBanner();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(translateScripts()).toHaveLength(1);
  });
});
