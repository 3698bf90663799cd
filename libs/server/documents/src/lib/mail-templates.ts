import { DEFAULT_LANGUAGE, type Language, type MailJob, type MailTemplate } from '@fachwerk/shared/contracts';

export type MailData = MailJob['data'];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a template says in one language; greeting and sign-off are shared by all templates. */
interface TemplatePhrases {
  subject: (data: MailData) => string;
  paragraphs: (data: MailData) => string[];
  /** Label of the call-to-action link, shown when the data carries an `actionUrl`. */
  actionLabel?: string;
}

const str = (data: MailData, key: string): string => {
  const value = data[key];
  return value === null || value === undefined ? '' : String(value);
};

const GREETING: Record<Language, { named: (name: string) => string; anonymous: string }> = {
  de: { named: (name) => `Hallo ${name},`, anonymous: 'Guten Tag,' },
  en: { named: (name) => `Hello ${name},`, anonymous: 'Hello,' },
};

const SIGN_OFF: Record<Language, string> = {
  de: 'Viele Grüße\nIhr Fachwerk-Team',
  en: 'Best regards\nYour Fachwerk team',
};

/** Texts per template and language. German is the source; English the second language. */
const BASE_TEMPLATES: Omit<Record<MailTemplate, Record<Language, TemplatePhrases>>, 'invoice-issued' | 'invoice-reminder'> = {
  generic: {
    de: {
      subject: (d) => str(d, 'subject') || 'Nachricht von Fachwerk',
      paragraphs: (d) => [str(d, 'body')],
      actionLabel: 'Öffnen',
    },
    en: {
      subject: (d) => str(d, 'subject') || 'Message from Fachwerk',
      paragraphs: (d) => [str(d, 'body')],
      actionLabel: 'Open',
    },
  },
  'verification-code': {
    de: {
      subject: () => 'Ihr Bestätigungscode für Fachwerk',
      paragraphs: (d) => [
        `Ihr Bestätigungscode lautet: ${str(d, 'code')}`,
        'Geben Sie den Code auf der Bestätigungsseite ein, um Ihre E-Mail-Adresse zu bestätigen.',
        str(d, 'minutes') && `Der Code ist ${str(d, 'minutes')} Minuten gültig; nach fünf falschen Eingaben verfällt er.`,
      ],
      actionLabel: 'E-Mail bestätigen',
    },
    en: {
      subject: () => 'Your Fachwerk verification code',
      paragraphs: (d) => [
        `Your verification code is: ${str(d, 'code')}`,
        'Enter the code on the verification page to confirm your email address.',
        str(d, 'minutes') && `The code is valid for ${str(d, 'minutes')} minutes; five wrong entries invalidate it.`,
      ],
      actionLabel: 'Verify email',
    },
  },
  'password-reset': {
    de: {
      subject: () => 'Passwort zurücksetzen',
      paragraphs: (d) => [
        `Ihr Code zum Zurücksetzen des Passworts lautet: ${str(d, 'code')}`,
        str(d, 'minutes') && `Der Code ist ${str(d, 'minutes')} Minuten gültig.`,
        'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      ],
      actionLabel: 'Passwort zurücksetzen',
    },
    en: {
      subject: () => 'Reset your password',
      paragraphs: (d) => [
        `Your password reset code is: ${str(d, 'code')}`,
        str(d, 'minutes') && `The code is valid for ${str(d, 'minutes')} minutes.`,
        'If you did not request this, you can ignore this email.',
      ],
      actionLabel: 'Reset password',
    },
  },
  'account-status': {
    de: {
      subject: () => 'Ihr Fachwerk-Konto wurde aktualisiert',
      paragraphs: (d) => [`Neuer Status Ihres Kontos: ${str(d, 'status')}`, str(d, 'body')],
      actionLabel: 'Zum Konto',
    },
    en: {
      subject: () => 'Your Fachwerk account was updated',
      paragraphs: (d) => [`New status of your account: ${str(d, 'status')}`, str(d, 'body')],
      actionLabel: 'Go to account',
    },
  },
  // The contact form's inquiry, addressed to the support team.
  inquiry: {
    de: {
      subject: (d) => `Kontaktanfrage: ${str(d, 'subject') || 'ohne Betreff'} (${str(d, 'fromName') || str(d, 'fromEmail')})`,
      paragraphs: (d) => [
        'über das Kontaktformular ist eine neue Anfrage eingegangen.',
        [
          `Name: ${str(d, 'fromName')}`,
          `E-Mail: ${str(d, 'fromEmail')}`,
          str(d, 'phone') && `Telefon: ${str(d, 'phone')}`,
          str(d, 'company') && `Firma: ${str(d, 'company')}`,
          str(d, 'language') && `Sprache: ${str(d, 'language')}`,
          `Betreff: ${str(d, 'subject')}`,
        ]
          .filter(Boolean)
          .join('\n'),
        str(d, 'message'),
        `Bitte antworten Sie direkt an ${str(d, 'fromEmail')}.`,
      ],
    },
    en: {
      subject: (d) => `Contact inquiry: ${str(d, 'subject') || 'no subject'} (${str(d, 'fromName') || str(d, 'fromEmail')})`,
      paragraphs: (d) => [
        'A new inquiry arrived through the contact form.',
        [
          `Name: ${str(d, 'fromName')}`,
          `E-mail: ${str(d, 'fromEmail')}`,
          str(d, 'phone') && `Phone: ${str(d, 'phone')}`,
          str(d, 'company') && `Company: ${str(d, 'company')}`,
          str(d, 'language') && `Language: ${str(d, 'language')}`,
          `Subject: ${str(d, 'subject')}`,
        ]
          .filter(Boolean)
          .join('\n'),
        str(d, 'message'),
        `Please reply directly to ${str(d, 'fromEmail')}.`,
      ],
    },
  },
  // Invitation, change, cancellation and reminder of a meeting.
  meeting: {
    de: {
      subject: (d) => str(d, 'subject') || 'Termin auf Fachwerk',
      paragraphs: (d) => [str(d, 'body'), str(d, 'details'), str(d, 'calendarNote')],
      actionLabel: 'Termin öffnen',
    },
    en: {
      subject: (d) => str(d, 'subject') || 'Meeting on Fachwerk',
      paragraphs: (d) => [str(d, 'body'), str(d, 'details'), str(d, 'calendarNote')],
      actionLabel: 'Open meeting',
    },
  },
};

/** Invoice mails: `number`, `supplierName`, `amount` (formatted), `dueDate` (formatted), `reminder` (1|2). */
const INVOICE_TEMPLATES: Pick<Record<MailTemplate, Record<Language, TemplatePhrases>>, 'invoice-issued' | 'invoice-reminder'> = {
  'invoice-issued': {
    de: {
      subject: (d) => `Rechnung ${str(d, 'number')} von ${str(d, 'supplierName')}`,
      paragraphs: (d) => [
        `anbei erhalten Sie die Rechnung ${str(d, 'number')} über ${str(d, 'amount')}, zahlbar bis zum ${str(d, 'dueDate')}.`,
        'Die PDF-Datei (ZUGFeRD, mit eingebetteter E-Rechnung) und die XRechnung (XML) hängen an dieser E-Mail.',
      ],
      actionLabel: 'Rechnung ansehen',
    },
    en: {
      subject: (d) => `Invoice ${str(d, 'number')} from ${str(d, 'supplierName')}`,
      paragraphs: (d) => [
        `Please find attached invoice ${str(d, 'number')} for ${str(d, 'amount')}, payable by ${str(d, 'dueDate')}.`,
        'The PDF (ZUGFeRD, with the e-invoice embedded) and the XRechnung (XML) are attached to this e-mail.',
      ],
      actionLabel: 'View invoice',
    },
  },
  'invoice-reminder': {
    de: {
      subject: (d) => `${str(d, 'reminder') === '2' ? '2. Zahlungserinnerung' : 'Zahlungserinnerung'}: Rechnung ${str(d, 'number')}`,
      paragraphs: (d) => [
        `die Rechnung ${str(d, 'number')} von ${str(d, 'supplierName')} war am ${str(d, 'dueDate')} fällig; offen sind noch ${str(d, 'amount')}.`,
        'Falls Sie bereits gezahlt haben, tragen Sie die Zahlung bitte bei der Rechnung ein; dann betrachten Sie diese Erinnerung als gegenstandslos.',
      ],
      actionLabel: 'Rechnung ansehen',
    },
    en: {
      subject: (d) => `${str(d, 'reminder') === '2' ? 'Second payment reminder' : 'Payment reminder'}: invoice ${str(d, 'number')}`,
      paragraphs: (d) => [
        `Invoice ${str(d, 'number')} from ${str(d, 'supplierName')} was due on ${str(d, 'dueDate')}; ${str(d, 'amount')} is still open.`,
        'If you have already paid, please record the payment on the invoice and disregard this reminder.',
      ],
      actionLabel: 'View invoice',
    },
  },
};
const TEMPLATES: Record<MailTemplate, Record<Language, TemplatePhrases>> = { ...BASE_TEMPLATES, ...INVOICE_TEMPLATES };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const paragraphHtml = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** Only http(s) links become buttons; anything else (javascript:, data:) is dropped. */
const safeUrl = (url: string): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Renders a mail template in a language (unknown languages fall back to German). Template data is
 * plain text: it is escaped in the HTML part, and only http(s) action links are kept.
 */
export function renderMail(template: MailTemplate, language: string, data: MailData): RenderedMail {
  const lang: Language = language === 'en' ? 'en' : DEFAULT_LANGUAGE;
  const phrases = TEMPLATES[template]?.[lang];
  if (!phrases) throw new Error(`Unknown mail template "${template}"`);
  const subject = phrases
    .subject(data)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const name = str(data, 'name') || str(data, 'firstName');
  const greeting = name ? GREETING[lang].named(name) : GREETING[lang].anonymous;
  const paragraphs = phrases.paragraphs(data).filter(Boolean);
  const url = safeUrl(str(data, 'actionUrl'));
  const action = url ? { url, label: str(data, 'actionLabel') || phrases.actionLabel || url } : undefined;

  const textParts = [greeting, ...paragraphs];
  if (action) textParts.push(`${action.label}: ${action.url}`);
  textParts.push(SIGN_OFF[lang]);

  const htmlParts = [greeting, ...paragraphs].map(paragraphHtml);
  if (action) htmlParts.push(`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`);
  htmlParts.push(paragraphHtml(SIGN_OFF[lang]));

  return {
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(
      subject,
    )}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5">${htmlParts.join('')}</body></html>`,
  };
}
