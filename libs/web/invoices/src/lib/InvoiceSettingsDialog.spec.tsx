import type { InvoiceSettings } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import './catalogue';
import { exemptionErrors, InvoiceSettingsDialog, withholdingChange, withholdingErrors } from './InvoiceSettingsDialog';

configure({ asyncUtilTimeout: 5000 });

const BERLIN = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
const today = BERLIN.format(new Date());
const dayFrom = (days: number) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const settings = (
  exemption: Partial<InvoiceSettings['constructionExemption']> = {},
  withholding: Partial<InvoiceSettings['withholdingExemption']> = {},
): InvoiceSettings => ({
  numberFormat: 'RE-{YYYY}-{NNNNN}',
  taxNumber: null,
  vatId: 'DE123456789',
  smallBusiness: false,
  defaultPaymentDays: 14,
  constructionExemption: { document: null, validUntil: null, valid: false, ...exemption },
  withholdingExemption: { number: null, taxOffice: null, validUntil: null, document: null, valid: false, ...withholding },
});

/** XMLHttpRequest of the uploader: records the upload and answers with a stored path. */
class FakeUpload {
  static sent: { url: string; headers: Record<string, string>; hasFile: boolean }[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    FakeUpload.sent.push({ url: this.url, headers: this.headers, hasFile: body.has('images') });
    queueMicrotask(() => {
      this.status = 201;
      this.responseText = JSON.stringify({ status: true, message: 'Hochgeladen', path: '/api/v1/files/cert-1' });
      this.onload?.();
    });
  }
}

/** The dialog of `role` over `current`; `patch` answers the save. */
function renderDialog(
  current: InvoiceSettings,
  patch: (call: FetchCall) => Response | Promise<Response> = (call) => ok(settings(JSON.parse(call.body!).constructionExemption ?? {}), 'Gespeichert'),
  role: 'client' | 'supplier' = 'client',
) {
  const closed: string[] = [];
  const calls = mockFetch(
    withContent((call) => {
      if (pathOf(call) === '/invoices/settings' && call.method === 'GET') return ok(current);
      if (pathOf(call) === '/invoices/settings' && call.method === 'PATCH') return patch(call);
      return ok(null);
    }),
  );
  renderWithApp(<InvoiceSettingsDialog role={role} onClose={() => closed.push('closed')} />, { role, path: '/invoice/list?settings=1' });
  return { calls, closed };
}

const writes = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PATCH').map((c) => JSON.parse(c.body!));
const dialog = async () => {
  const box = await screen.findByRole('dialog', { name: 'Nachweis als Bauleistender (USt 1 TG, § 13b UStG)' });
  await within(box).findByLabelText('Bescheinigung (PDF)');
  return box;
};
const attach = async (box: HTMLElement) => {
  fireEvent.change(within(box).getByLabelText('Bescheinigung (PDF)'), {
    target: { files: [new File(['%PDF-1.7'], 'freistellung.pdf', { type: 'application/pdf' })] },
  });
  // stored: the slot shows the file with its remove button
  expect(await within(box).findByRole('button', { name: /freistellung\.pdf/ })).toBeTruthy();
};
const until = (box: HTMLElement) => within(box).getByRole('textbox', { name: /^Gültig bis/ });
const save = (box: HTMLElement) => fireEvent.click(within(box).getByRole('button', { name: 'Speichern' }));

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
  FakeUpload.sent = [];
  globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

describe('InvoiceSettingsDialog (client: §13b certificate)', () => {
  it('uploads the certificate, sends it with its expiry date and closes', async () => {
    const { calls, closed } = renderDialog(settings());
    const box = await dialog();
    expect(box.textContent).toContain('Nachweis des Finanzamts (Vordruck USt 1 TG)');
    expect(box.textContent).toContain('Arbeitnehmerüberlassung fällt nie darunter.');
    await attach(box);
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]!.url).toBe('http://api.test/api/v1/uploads?slot=documents');
    expect(FakeUpload.sent[0]!.headers['authorization']).toBe('Bearer token-client');
    expect(FakeUpload.sent[0]!.hasFile).toBe(true);
    fireEvent.change(until(box), { target: { value: german(dayFrom(365)) } });
    save(box);
    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(writes(calls)).toEqual([{ constructionExemption: { document: '/api/v1/files/cert-1', validUntil: dayFrom(365) } }]);
  });

  it('opened again after saving, shows the saved certificate and date, not the settings it was opened with', async () => {
    let stored = settings();
    mockFetch(
      withContent((call) => {
        // a refetch after the save answers late: the dialog must not start from the older answer meanwhile
        if (pathOf(call) === '/invoices/settings' && call.method === 'GET')
          return (stored.constructionExemption.document ? new Promise((resolve) => setTimeout(() => resolve(ok(stored)), 300)) : ok(stored)) as Response;
        if (pathOf(call) === '/invoices/settings' && call.method === 'PATCH') {
          stored = settings({ ...JSON.parse(call.body!).constructionExemption, valid: true });
          return ok(stored, 'Gespeichert');
        }
        return ok(null);
      }),
    );
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return open ? <InvoiceSettingsDialog role="client" onClose={() => setOpen(false)} /> : <button onClick={() => setOpen(true)}>Wieder öffnen</button>;
    }
    renderWithApp(<Reopenable />, { role: 'client', path: '/invoice/list' });
    let box = await dialog();
    await attach(box);
    fireEvent.change(until(box), { target: { value: german(dayFrom(365)) } });
    save(box);
    fireEvent.click(await screen.findByRole('button', { name: 'Wieder öffnen' }));
    box = await dialog();
    expect(within(box).getByText('Die hinterlegte Bescheinigung ist gültig.')).toBeTruthy();
    expect((until(box) as HTMLInputElement).value).toBe(german(dayFrom(365)));
  });

  it('requires the file and the expiry date and sends nothing without them', async () => {
    const { calls, closed } = renderDialog(settings());
    const box = await dialog();
    save(box);
    expect(await within(box).findByText('Bitte laden Sie die Bescheinigung hoch.')).toBeTruthy();
    expect(within(box).getByText('Bitte geben Sie an, bis wann die Bescheinigung gilt.')).toBeTruthy();
    // the date alone is not enough
    fireEvent.change(until(box), { target: { value: german(dayFrom(30)) } });
    save(box);
    expect(await within(box).findByText('Bitte laden Sie die Bescheinigung hoch.')).toBeTruthy();
    expect(within(box).queryByText('Bitte geben Sie an, bis wann die Bescheinigung gilt.')).toBeNull();
    // nor the file alone
    fireEvent.change(until(box), { target: { value: '' } });
    await attach(box);
    expect(within(box).queryByText('Bitte laden Sie die Bescheinigung hoch.')).toBeNull();
    save(box);
    expect(await within(box).findByText('Bitte geben Sie an, bis wann die Bescheinigung gilt.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    expect(closed).toEqual([]);
  });

  it('requires an expiry date in the future: today and past days are refused', async () => {
    const { calls } = renderDialog(settings());
    const box = await dialog();
    await attach(box);
    for (const day of [dayFrom(-1), today]) {
      fireEvent.change(until(box), { target: { value: german(day) } });
      save(box);
      expect(await within(box).findByText('Das Datum muss in der Zukunft liegen.')).toBeTruthy();
    }
    expect(writes(calls)).toEqual([]);
    fireEvent.change(until(box), { target: { value: german(dayFrom(1)) } });
    save(box);
    await waitFor(() => expect(writes(calls)).toEqual([{ constructionExemption: { document: '/api/v1/files/cert-1', validUntil: dayFrom(1) } }]));
  });

  it('shows the certificate on file and whether it is still valid', async () => {
    renderDialog(settings({ document: '/api/v1/files/old-cert.pdf', validUntil: dayFrom(100), valid: true }));
    const box = await dialog();
    expect(within(box).getByText('Die hinterlegte Bescheinigung ist gültig.')).toBeTruthy();
    expect(within(box).getByText('old-cert.pdf')).toBeTruthy();
    expect((until(box) as HTMLInputElement).value).toBe(german(dayFrom(100)));
  });

  it('says an expired certificate has expired, and renews it with a new date', async () => {
    const { calls } = renderDialog(settings({ document: '/api/v1/files/old-cert.pdf', validUntil: dayFrom(-3), valid: false }));
    const box = await dialog();
    expect(within(box).getByText('Die hinterlegte Bescheinigung ist abgelaufen.')).toBeTruthy();
    save(box);
    expect(await within(box).findByText('Das Datum muss in der Zukunft liegen.')).toBeTruthy();
    fireEvent.change(until(box), { target: { value: german(dayFrom(200)) } });
    save(box);
    await waitFor(() => expect(writes(calls)).toEqual([{ constructionExemption: { document: '/api/v1/files/old-cert.pdf', validUntil: dayFrom(200) } }]));
  });

  it('removes the certificate on file when file and date are cleared', async () => {
    const { calls, closed } = renderDialog(settings({ document: '/api/v1/files/old-cert.pdf', validUntil: dayFrom(100), valid: true }));
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: /old-cert\.pdf/ }));
    fireEvent.change(until(box), { target: { value: '' } });
    save(box);
    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(writes(calls)).toEqual([{ constructionExemption: null }]);
  });

  it('shows the API’s refusal and stays open', async () => {
    const { calls, closed } = renderDialog(settings(), () =>
      jsonResponse(400, { status: false, code: 'VALIDATION_FAILED', message: 'Gültig bis: kein gültiges Datum.', errors: { 'constructionExemption.validUntil': ['kein gültiges Datum'] } } as never),
    );
    const box = await dialog();
    await attach(box);
    fireEvent.change(until(box), { target: { value: german(dayFrom(10)) } });
    save(box);
    expect(await within(box).findByText('Gültig bis: kein gültiges Datum.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(1);
    expect(closed).toEqual([]);
  });

  it('shows an error when the settings cannot be loaded', async () => {
    mockFetch(withContent(() => jsonResponse(500, { status: false, code: 'INTERNAL', message: 'Fehler' } as never)));
    renderWithApp(<InvoiceSettingsDialog role="client" onClose={() => undefined} />, { role: 'client' });
    const box = await screen.findByRole('dialog', { name: 'Nachweis als Bauleistender (USt 1 TG, § 13b UStG)' });
    expect(await within(box).findByText('Die Rechnungen konnten nicht geladen werden.')).toBeTruthy();
    expect(within(box).queryByLabelText('Bescheinigung (PDF)')).toBeNull();
  });
});

const renderSupplier = (patch: (call: FetchCall) => Response | Promise<Response>, current: InvoiceSettings = settings()) => renderDialog(current, patch, 'supplier');

describe('InvoiceSettingsDialog (supplier)', () => {
  const supplierDialog = async () => {
    const box = await screen.findByRole('dialog', { name: 'Rechnungseinstellungen' });
    await within(box).findByLabelText(/^Nummernformat/);
    return box;
  };
  const days = (box: HTMLElement) => within(box).getByLabelText(/^Standard-Zahlungsziel/);

  it('refuses payment days that are no number instead of leaving them out', async () => {
    const { calls, closed } = renderSupplier(() => ok(settings(), 'Gespeichert'));
    const box = await supplierDialog();
    fireEvent.change(days(box), { target: { value: 'vierzehn' } });
    save(box);
    expect(await within(box).findByText('Zahlungsziel muss eine Zahl sein.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(days(box), { target: { value: '30' } });
    expect(within(box).queryByText('Zahlungsziel muss eine Zahl sein.')).toBeNull();
    save(box);
    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(writes(calls)).toEqual([expect.objectContaining({ defaultPaymentDays: 30, numberFormat: 'RE-{YYYY}-{NNNNN}' })]);
  });

  it('is busy while saving and shows a field error at its field, any other refusal in the dialog', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls, closed } = renderSupplier(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const box = await supplierDialog();
    save(box);
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Speichern' }).getAttribute('aria-busy')).toBe('true'));
    expect((within(box).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(400, { status: false, code: 'VALIDATION_FAILED', message: 'Die Eingaben sind ungültig.', errors: { vatId: ['USt-IdNr. ist ungültig.'] } } as never));
    expect(await within(box).findByText('USt-IdNr. ist ungültig.')).toBeTruthy();
    expect(within(box).queryByText('Die Eingaben sind ungültig.')).toBeNull();
    save(box);
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    answer(jsonResponse(409, { status: false, code: 'CONFLICT', message: 'Das Nummernformat ist schon vergeben.' } as never));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('Das Nummernformat ist schon vergeben.');
    expect(closed).toEqual([]);
  });
});

describe('InvoiceSettingsDialog (supplier: § 48b EStG certificate)', () => {
  const section = async () => {
    const box = await screen.findByRole('dialog', { name: 'Rechnungseinstellungen' });
    return within(box).findByRole('group', { name: 'Freistellungsbescheinigung (§ 48b EStG)' });
  };
  const field = (group: HTMLElement, name: RegExp) => within(group).getByRole('textbox', { name });
  const attachCertificate = async (group: HTMLElement) => {
    fireEvent.change(within(group).getByLabelText('Freistellungsbescheinigung (PDF)'), {
      target: { files: [new File(['%PDF-1.7'], 'fb-48b.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(group).findByRole('button', { name: /fb-48b\.pdf/ })).toBeTruthy();
  };
  const saveSupplier = () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  const saved = () => ok(settings(), 'Gespeichert');
  const ON_FILE = { number: 'FB-2026-0815', taxOffice: 'Finanzamt Köln-Mitte', document: '/api/v1/files/fb-old.pdf' };

  it('files number, tax office, last valid day and the uploaded file with the other settings', async () => {
    const { calls, closed } = renderSupplier(saved, settings());
    const group = await section();
    expect(group.textContent).toContain('15 % des Rechnungsbetrags als Bauabzugsteuer');
    expect(within(group).queryByTestId('withholding-status')).toBeNull();
    fireEvent.change(field(group, /^Nummer der Bescheinigung/), { target: { value: ' FB-2026-0815 ' } });
    fireEvent.change(field(group, /^Ausstellendes Finanzamt/), { target: { value: 'Finanzamt Köln-Mitte' } });
    fireEvent.change(field(group, /^Gültig bis/), { target: { value: german(dayFrom(400)) } });
    await attachCertificate(group);
    expect(FakeUpload.sent).toEqual([expect.objectContaining({ url: 'http://api.test/api/v1/uploads?slot=documents', hasFile: true })]);
    saveSupplier();
    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        defaultPaymentDays: 14,
        withholdingExemption: { number: 'FB-2026-0815', taxOffice: 'Finanzamt Köln-Mitte', validUntil: dayFrom(400), document: '/api/v1/files/cert-1' },
      }),
    ]);
  });

  it('names each missing or wrong field and sends nothing until they are right', async () => {
    const { calls, closed } = renderSupplier(saved, settings());
    const group = await section();
    fireEvent.change(field(group, /^Nummer der Bescheinigung/), { target: { value: 'x'.repeat(41) } });
    saveSupplier();
    expect(await within(group).findByText('Die Nummer darf höchstens 40 Zeichen lang sein.')).toBeTruthy();
    expect(within(group).getByText('Bitte geben Sie das ausstellende Finanzamt an.')).toBeTruthy();
    expect(within(group).getByText('Bitte geben Sie an, bis wann die Bescheinigung gilt.')).toBeTruthy();
    expect(within(group).getByText('Bitte laden Sie die Bescheinigung hoch.')).toBeTruthy();
    // a field's message goes when that field changes
    fireEvent.change(field(group, /^Nummer der Bescheinigung/), { target: { value: 'FB-1' } });
    expect(within(group).queryByText('Die Nummer darf höchstens 40 Zeichen lang sein.')).toBeNull();
    fireEvent.change(field(group, /^Ausstellendes Finanzamt/), { target: { value: 'x'.repeat(101) } });
    fireEvent.change(field(group, /^Gültig bis/), { target: { value: german(today) } });
    await attachCertificate(group);
    saveSupplier();
    expect(await within(group).findByText('Der Name des Finanzamts darf höchstens 100 Zeichen lang sein.')).toBeTruthy();
    expect(within(group).getByText('Das Datum muss in der Zukunft liegen.')).toBeTruthy();
    expect(within(group).queryByText('Bitte laden Sie die Bescheinigung hoch.')).toBeNull();
    expect(writes(calls)).toEqual([]);
    expect(closed).toEqual([]);
  });

  it('says whether the certificate on file is valid; an expired one left as it is does not block the other settings', async () => {
    const { calls, closed } = renderSupplier(saved, settings({}, { ...ON_FILE, validUntil: dayFrom(-2), valid: false }));
    const group = await section();
    expect(within(group).getByTestId('withholding-status').textContent).toBe(
      'Die hinterlegte Freistellungsbescheinigung ist abgelaufen: Ihre Kunden behalten bei Bauleistungen 15 % ein.',
    );
    expect((field(group, /^Nummer der Bescheinigung/) as HTMLInputElement).value).toBe('FB-2026-0815');
    expect((field(group, /^Gültig bis/) as HTMLInputElement).value).toBe(german(dayFrom(-2)));
    expect(within(group).getByText('fb-old.pdf')).toBeTruthy();
    saveSupplier();
    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).not.toHaveProperty('withholdingExemption');
  });

  it('renews an expired certificate with a new date', async () => {
    const { calls } = renderSupplier(saved, settings({}, { ...ON_FILE, validUntil: dayFrom(-2), valid: false }));
    const group = await section();
    fireEvent.change(field(group, /^Gültig bis/), { target: { value: german(dayFrom(-1)) } });
    saveSupplier();
    expect(await within(group).findByText('Das Datum muss in der Zukunft liegen.')).toBeTruthy();
    fireEvent.change(field(group, /^Gültig bis/), { target: { value: german(dayFrom(300)) } });
    saveSupplier();
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ withholdingExemption: { ...ON_FILE, validUntil: dayFrom(300) } })]));
  });

  it('removes the certificate on file', async () => {
    const { calls, closed } = renderSupplier(saved, settings({}, { ...ON_FILE, validUntil: dayFrom(100), valid: true }));
    const group = await section();
    expect(within(group).getByTestId('withholding-status').textContent).toBe('Die hinterlegte Freistellungsbescheinigung ist gültig.');
    fireEvent.click(within(group).getByRole('button', { name: 'Bescheinigung entfernen' }));
    expect((field(group, /^Nummer der Bescheinigung/) as HTMLInputElement).value).toBe('');
    expect(within(group).queryByText('fb-old.pdf')).toBeNull();
    expect(within(group).queryByRole('button', { name: 'Bescheinigung entfernen' })).toBeNull();
    saveSupplier();
    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(writes(calls)).toEqual([expect.objectContaining({ withholdingExemption: null })]);
  });

  it('shows the API’s refusal of a certificate field at that field', async () => {
    const { closed } = renderSupplier(
      () =>
        jsonResponse(400, {
          status: false,
          code: 'VALIDATION_FAILED',
          message: 'Die Eingaben sind ungültig.',
          errors: { 'withholdingExemption.taxOffice': ['Ausstellendes Finanzamt: zu lang.'] },
        } as never),
      settings({}, { ...ON_FILE, validUntil: dayFrom(100), valid: true }),
    );
    const group = await section();
    fireEvent.change(field(group, /^Ausstellendes Finanzamt/), { target: { value: 'Finanzamt Bonn-Innenstadt' } });
    saveSupplier();
    expect(await within(group).findByText('Ausstellendes Finanzamt: zu lang.')).toBeTruthy();
    expect(closed).toEqual([]);
  });
});

describe('withholdingChange and withholdingErrors', () => {
  const none = { number: null, taxOffice: null, validUntil: null, document: null, valid: false };
  const onFile = { number: 'FB-1', taxOffice: 'FA Köln', validUntil: '2026-12-31', document: '/f', valid: true };
  const form = { number: 'FB-1', taxOffice: 'FA Köln', validUntil: '2026-12-31', document: '/f' };
  it('sends nothing for an untouched form, null to remove, the trimmed certificate when it changed', () => {
    expect(withholdingChange({ number: '', taxOffice: '', validUntil: '', document: null }, none)).toBeUndefined();
    expect(withholdingChange(form, onFile)).toBeUndefined();
    expect(withholdingChange({ number: ' ', taxOffice: '', validUntil: '', document: null }, onFile)).toBeNull();
    expect(withholdingChange({ ...form, number: ' FB-2 ' }, onFile)).toEqual({ ...form, number: 'FB-2' });
    expect(withholdingChange(form, none)).toEqual(form);
  });
  it('names each field, the last valid day after today in Berlin', () => {
    const day = new Date('2026-11-24T23:30:00Z');
    expect(withholdingErrors({ ...form, validUntil: '2026-11-26' }, day)).toEqual({});
    expect(withholdingErrors({ number: ' ', taxOffice: '', validUntil: '2026-11-25', document: null }, day)).toEqual({
      number: 'invoicesWeb.settings.withholding.numberRequired',
      taxOffice: 'invoicesWeb.settings.withholding.taxOfficeRequired',
      validUntil: 'invoicesWeb.settings.exemptionUntilFuture',
      document: 'invoicesWeb.settings.exemptionDocumentRequired',
    });
    expect(withholdingErrors({ ...form, number: 'x'.repeat(41), taxOffice: 'y'.repeat(101), validUntil: '2026-11-26' }, day)).toEqual({
      number: 'invoicesWeb.settings.withholding.numberTooLong',
      taxOffice: 'invoicesWeb.settings.withholding.taxOfficeTooLong',
    });
  });
});

describe('exemptionErrors', () => {
  it('names each missing or wrong field, and lets an empty form remove a certificate on file', () => {
    // 23:30 UTC on 24 November: already 25 November in Berlin, so the 25th is today there
    const day = new Date('2026-11-24T23:30:00Z');
    expect(exemptionErrors('/f', '2026-11-26', false, day)).toEqual({});
    expect(exemptionErrors(null, '', true, day)).toEqual({});
    expect(exemptionErrors(null, '', false, day)).toEqual({
      document: 'invoicesWeb.settings.exemptionDocumentRequired',
      validUntil: 'invoicesWeb.settings.exemptionUntilRequired',
    });
    expect(exemptionErrors('/f', '2026-11-25', true, day)).toEqual({ validUntil: 'invoicesWeb.settings.exemptionUntilFuture' });
    expect(exemptionErrors(null, '2026-12-01', true, day)).toEqual({ document: 'invoicesWeb.settings.exemptionDocumentRequired' });
  });
});
