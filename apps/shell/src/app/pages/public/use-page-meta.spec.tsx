import { switchLanguage } from '@fachwerk/web/data-access';
import { renderWithApp } from '@fachwerk/web/data-access/testing';
import { act } from '@testing-library/react';
import { useSeoMeta } from './use-page-meta';

function FaqMeta() {
  useSeoMeta('faqs');
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets title and meta description per language and updates them on a language switch', async () => {
    renderWithApp(<FaqMeta />);
    expect(document.title).toBe('Häufige Fragen | Fachwerk');
    expect(description()).toBe('Antworten auf häufige Fragen von Unternehmen und Dienstleistern zu Fachwerk.');

    await act(async () => {
      await switchLanguage('en');
    });
    expect(document.title).toBe('Frequently asked questions | Fachwerk');
    expect(description()).toBe('Answers to frequent questions from companies and service providers about Fachwerk.');
    await act(async () => {
      await switchLanguage('de');
    });
  });
});
