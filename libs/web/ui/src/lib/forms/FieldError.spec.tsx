import { render, screen } from '@testing-library/react';
import { FieldError, FieldFrame } from './Field';

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <FieldError id="a-error" />
        <FieldError>{''}</FieldError>
        <FieldError>{false}</FieldError>
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('announces the message under its field, with the id the control’s aria-describedby names', () => {
    render(
      <>
        <input aria-label="Preis" aria-describedby="price-error" />
        <FieldError id="price-error">Bitte geben Sie einen Preis an.</FieldError>
      </>,
    );
    const message = screen.getByRole('alert');
    expect(message.tagName).toBe('SPAN');
    expect(message.id).toBe('price-error');
    expect(message.className).toBe('fw-field__error');
    expect(screen.getByRole('textbox', { name: 'Preis' }).getAttribute('aria-describedby')).toBe(message.id);
  });

  it('stands under a form as a paragraph with the API’s code and the field it belongs to', () => {
    render(
      <FieldError as="p" code="JOB_HAS_AWARDS" field="documents" testId="form-error">
        Der Auftrag hat Zuschläge.
      </FieldError>,
    );
    const message = screen.getByTestId('form-error');
    expect(message.tagName).toBe('P');
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.dataset['code']).toBe('JOB_HAS_AWARDS');
    expect(message.dataset['field']).toBe('documents');
  });

  it('can stand without being announced', () => {
    render(<FieldError announce={false}>Bitte prüfen.</FieldError>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Bitte prüfen.').className).toBe('fw-field__error');
  });

  it('is the error every kit field shows', () => {
    render(
      <FieldFrame id="title" label="Titel" error="Der Titel fehlt.">
        <input id="title" aria-describedby="title-error" />
      </FieldFrame>,
    );
    expect(screen.getByRole('alert').id).toBe('title-error');
    expect(screen.getByRole('textbox', { name: 'Titel' }).getAttribute('aria-describedby')).toBe('title-error');
  });
});
