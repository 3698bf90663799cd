import type { ErrorCode } from '@fachwerk/shared/contracts';

/**
 * The text of every error code (`errors.<CODE>`, merged into server.ts). A code added
 * in `libs/shared/contracts/src/lib/errors.ts` needs its text here; a test fails when a code lacks a text here or in `en`.
 */
export const errorTexts = {
  VALIDATION_FAILED: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
  INVALID_JSON: 'Der Anfrageinhalt ist kein gültiges JSON.',
  BODY_NOT_OBJECT: 'Der Anfrageinhalt muss ein JSON-Objekt sein.',
  UNAUTHENTICATED: 'Bitte melden Sie sich an.',
  TOKEN_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  SESSION_IDLE: 'Sie wurden nach {{minutes}} Minuten ohne Aktivität abgemeldet. Bitte melden Sie sich erneut an.',
  INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
  FORBIDDEN: 'Sie haben keine Berechtigung für diese Aktion.',
  NOT_FOUND: 'Der angeforderte Eintrag wurde nicht gefunden.',
  ROUTE_NOT_FOUND: 'Die Adresse {{method}} {{path}} gibt es nicht.',
  CONFLICT: 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
  UNSUPPORTED_MEDIA_TYPE: 'Dieses Format wird nicht unterstützt.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
  SERVICE_UNAVAILABLE: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  INTERNAL: 'Etwas ist schiefgegangen',
  ACCOUNT_NOT_APPROVED: 'Ihr Konto ist nicht genehmigt. Bitte warten Sie auf die Genehmigung.',
  ACCOUNT_INACTIVE: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an den Support.',
  EMAIL_NOT_VERIFIED:
    'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte geben Sie den Code aus unserer E-Mail auf der Bestätigungsseite ein.',
  INVALID_CODE: 'Der Code ist falsch. Sie haben noch {{remaining}} Versuche.',
  CODE_EXPIRED: 'Der Code ist abgelaufen oder nicht mehr gültig. Bitte fordern Sie einen neuen Code an.',
  EMAIL_TAKEN: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich damit an.',
  SESSION_NOT_FOUND: 'Diese Anmeldung gibt es nicht oder sie ist bereits beendet (Feld: id).',
  ACCOUNT_EXPORT_NOT_FOUND: 'Diesen Datenexport gibt es nicht (Feld: id).',
  ACCOUNT_EXPORT_NOT_READY: 'Ihr Datenexport wird noch vorbereitet. Sie erhalten eine E-Mail, sobald er bereitliegt.',
  ACCOUNT_EXPORT_EXPIRED: 'Dieser Datenexport ist abgelaufen und wurde gelöscht. Bitte fordern Sie einen neuen an.',
  JOB_NOT_EDITABLE: 'Dieser Auftrag kann nicht mehr bearbeitet werden: Er ist weder Entwurf noch offen.',
  JOB_HAS_AWARDS: 'Dieser Auftrag kann nicht gelöscht werden, weil bereits ein Zuschlag erteilt wurde.',
  JOB_NOT_DRAFT: 'Nur ein Entwurf kann veröffentlicht werden.',
  JOB_NOT_OPEN: 'Nur ein offener Auftrag kann geschlossen werden.',
  JOB_NOT_ACTIVE: 'Nur ein Entwurf oder offener Auftrag kann deaktiviert werden.',
  JOB_CLOSED_FOR_APPLICATIONS: 'Dieser Auftrag ist nicht mehr offen.',
  ALREADY_APPLIED: 'Sie haben sich bereits auf diesen Auftrag beworben.',
  APPLICATION_NOT_PENDING:
    'Diese Bewerbung ist nicht mehr offen; sie wurde bereits entschieden oder zurückgezogen.',
  NO_FREE_SLOT: 'Für diesen Auftrag sind nicht mehr genügend freie Plätze vorhanden.',
  AWARD_STATUS_CHANGED:
    'Dieser Schritt ist im aktuellen Status des Auftrags nicht möglich. Bitte laden Sie die Seite neu.',
  WORKER_BOOKED: '{{name}} ist in diesem Zeitraum bereits für einen anderen Auftrag eingeplant.',
  WORKERS_REQUIRED: 'Bitte benennen Sie zuerst die Mitarbeiter, bevor Sie die Arbeit beginnen (benötigt: {{count}}).',
  LENDING_MAXIMUM_EXCEEDED:
    '{{name}} darf diesem Auftraggeber höchstens bis zum {{lastAllowedDay}} überlassen werden: Die Höchstüberlassungsdauer beträgt 18 Monate, frühere Einsätze zählen mit, wenn nicht mehr als drei Monate dazwischen liegen (§ 1 Abs. 1b AÜG).',
  // AÜG permits
  PERMIT_NOT_PENDING:
    'Über diese Erlaubnis wurde bereits entschieden, oder es liegt keine zur Prüfung vor. Bitte laden Sie die Seite neu.',
  PERMIT_REQUIRED:
    'Für Personalaufträge (Arbeitnehmerüberlassung) brauchen Sie eine geprüfte, gültige Erlaubnis zur Arbeitnehmerüberlassung (§ 1 AÜG). Bitte laden Sie sie in Ihrem Profil hoch. Festpreisaufträge stehen Ihnen weiter offen.',
  SUPPLIER_PERMIT_INVALID:
    'Der Dienstleister hat keine geprüfte, gültige Erlaubnis zur Arbeitnehmerüberlassung (§ 1 AÜG), etwa weil sie abgelaufen ist. Ein Personalauftrag kann ihm erst wieder vergeben werden, wenn eine gültige Erlaubnis geprüft ist.',
  // contracts of awards
  CONTRACT_INCOMPLETE:
    'Der Arbeitnehmerüberlassungsvertrag ist noch unvollständig: Der Auftraggeber muss Tätigkeit, Qualifikation, wesentliche Arbeitsbedingungen und das Entgelt vergleichbarer Arbeitnehmer eintragen (§ 12 Abs. 1 AÜG).',
  CONTRACT_AWAITS_CLIENT:
    'Der Vertrag (Fassung {{version}}) ist noch nicht vom Auftraggeber angenommen. Erst danach können Mitarbeiter benannt, die Arbeit begonnen und Stunden erfasst werden.',
  CONTRACT_AWAITS_SUPPLIER:
    'Der Vertrag (Fassung {{version}}) ist noch nicht vom Dienstleister angenommen. Erst danach können Mitarbeiter benannt, die Arbeit begonnen und Stunden erfasst werden.',
  CONTRACT_AWAITS_BOTH:
    'Der Vertrag (Fassung {{version}}) ist noch von keiner Seite angenommen. Erst nach der Annahme durch Auftraggeber und Dienstleister können Mitarbeiter benannt, die Arbeit begonnen und Stunden erfasst werden.',
  CONTRACT_VERSION_CHANGED:
    'Der Vertrag wurde inzwischen geändert (aktuelle Fassung {{version}}). Bitte lesen Sie die neue Fassung und nehmen Sie sie an.',
  CONTRACT_NOT_LENDING:
    'Überlassungsbedingungen gibt es nur bei Arbeitnehmerüberlassung (Personalaufträge); dieser Auftrag ist ein Werkvertrag.',
  WORKER_ON_RUNNING_WORK:
    'Der Mitarbeiter ist für einen laufenden Auftrag eingeplant und kann erst nach dessen Abschluss entfernt werden.',
  CHAT_CLOSED: 'Dieser Chat ist geschlossen: Die andere Partei hat ihr Konto gelöscht. Die bisherigen Nachrichten bleiben lesbar.',
  CHAT_BLOCKED: 'Sie können in diesem Chat nicht antworten, Sie sind blockiert. Bitte wenden Sie sich für das weitere Vorgehen an das Team der Plattform.',
  CHAT_NOT_APPROVED: 'Der Chat ist noch nicht freigegeben: Der Auftraggeber muss die Anfrage erst annehmen.',
  CHAT_UNBLOCK_NOT_ALLOWED: 'Nur wer den Chat blockiert hat oder das Team der Plattform kann ihn wieder freigeben.',
  AWARD_NOT_APPROVED: 'Eine Bewertung ist erst möglich, wenn der Abschluss des Auftrags bestätigt wurde.',
  FEEDBACK_ALREADY_GIVEN: 'Sie haben diesen Auftrag bereits bewertet.',
  CMS_PAGE_FIXED: 'Impressum, Datenschutzerklärung und AGB sind feste Seiten und können nicht gelöscht werden.',
  UPLOAD_TOO_LARGE: 'Die Datei ist zu groß (höchstens {{max}} MB).',
  UPLOAD_INVALID_FORMAT: 'Invalid file Formate: Erlaubt sind {{types}}.',
  UPLOAD_PUBLIC_ADMIN_ONLY: 'Nur Administratoren dürfen öffentliche Dateien hochladen.',
  // invoices
  INVOICE_NOT_DRAFT: 'Die Rechnung ist bereits ausgestellt und kann nicht mehr geändert werden. Korrigieren Sie sie mit einer Stornorechnung.',
  INVOICE_NOT_ISSUED: 'Das geht nur bei einer ausgestellten, nicht stornierten Rechnung.',
  INVOICE_VALIDATION_BUSY: 'Die E-Rechnungsprüfung ist gerade ausgelastet. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
  INVOICE_NOT_VALID: 'Die Rechnung erfüllt die Regeln für E-Rechnungen noch nicht. Bitte korrigieren Sie die genannten Angaben.',
  INVOICE_DOCUMENT_PENDING: 'Das Dokument wird erstellt. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  INVOICE_AWARD_NOT_INVOICEABLE: 'Für diesen Auftrag kann so keine Rechnung erstellt werden.',
  INVOICE_RECIPIENT_DELETED: 'Der Kunde hat sein Konto gelöscht, und bei der Löschung war aus diesem Auftrag nichts mehr abzurechnen: Seine Rechnungsdaten sind nicht mehr gespeichert. Wenden Sie sich für eine Rechnung außerhalb der Plattform an den Kunden.',
  INVOICE_NO_APPROVED_HOURS: 'Es gibt keine freigegebenen, noch nicht abgerechneten Stunden.',
  INVOICE_AMOUNT_EXCEEDS_AWARD: 'Die Rechnung über {{amount}} netto übersteigt den vereinbarten Auftragswert. Noch abrechenbar: {{left}} netto (vereinbart einschließlich angenommener Nachträge {{agreed}}, bereits abgerechnet {{billed}}).',
  INVOICE_PAYMENT_EXCEEDS_OPEN: 'Die Zahlung übersteigt den offenen Betrag.',
  INVOICE_PAYMENT_NOT_REPORTED: 'Diese Zahlung wurde bereits bestätigt oder bestritten. Bitte laden Sie die Rechnung neu.',
  INVOICE_FINAL_ISSUED: 'Für diesen Auftrag ist die Schlussrechnung {{number}} ausgestellt; weitere Rechnungen sind nicht möglich. Stornieren Sie sie, um neu abzurechnen.',
  INVOICE_DEDUCTED_BY_FINAL: 'Die Schlussrechnung {{number}} zieht diese Teilrechnung ab. Stornieren Sie zuerst die Schlussrechnung.',
  INVOICE_FINAL_BELOW_DEDUCTIONS: 'Die Schlussrechnung über {{amount}} netto ist niedriger als die abgezogenen Teilrechnungen ({{deducted}} netto). Setzen Sie den Gesamtbetrag auf mindestens {{deducted}}.',
  INVOICE_HOURS_NOT_BILLABLE: 'Die Position „{{line}}“ rechnet Stunden ab, die nicht freigegeben oder schon abgerechnet sind. Noch abrechenbar: {{left}} freigegebene Stunden – legen Sie die Rechnung neu aus den Stunden an.',
  INVOICE_HOURS_EXCEED_APPROVED: 'Die Position „{{line}}“ rechnet {{billed}} Stunden zu {{price}} ab; freigegeben sind {{approved}} Stunden zu höchstens {{rate}}.',
  // change orders (Nachträge)
  CHANGE_ORDER_DECIDED: 'Über diesen Nachtrag wurde bereits entschieden (oder er wurde zurückgezogen); er kann nicht mehr geändert werden. Bitte laden Sie die Seite neu.',
  CHANGE_ORDER_NOT_FIXED_PRICE: 'Nachträge gibt es nur bei Festpreis-Aufträgen; Personalaufträge werden nach freigegebenen Stunden abgerechnet.',
  CHANGE_ORDER_AWARD_NOT_ACTIVE: 'Nachträge sind nur möglich, solange der Auftrag läuft – nicht mehr nach der Abnahme, Stornierung oder Beendigung.',
  CHANGE_ORDER_LIMIT_REACHED: 'Dieser Auftrag hat bereits {{max}} Nachträge; weitere sind nicht möglich.',
  INVOICE_LEITWEG_ID_REQUIRED: 'Der Kunde ist ein öffentlicher Auftraggeber: Rechnungen an ihn brauchen eine Leitweg-ID. Der Kunde hinterlegt sie in seinem Rechnungsprofil oder am Auftrag.',
  DATEV_SETTINGS_INCOMPLETE: 'Für den DATEV-Export fehlen Berater- und Mandantennummer. Bitte tragen Sie sie in den Buchhaltungseinstellungen ein.',
  // meetings
  MEETING_NOT_ALLOWED: 'Dieser Schritt ist beim aktuellen Stand des Termins nicht möglich ({{status}}). Bitte laden Sie die Seite neu.',
  MEETING_IN_PAST: 'Der Termin muss in der Zukunft liegen.',
  MEETING_NOT_STARTED: 'Sie können den Dienstleister erst nach dem Beginn des Termins ablehnen.',
  MEETING_APPLICATION_CLOSED: 'Zu dieser Bewerbung ist kein Termin mehr möglich; sie wurde bereits entschieden oder zurückgezogen.',
  // work logs
  WORK_LOG_OVERLAP: '{{name}} hat am {{date}} bereits einen Eintrag, der sich mit dieser Zeit überschneidet.',
  WORK_LOG_DAILY_LIMIT: 'Mehr als 24 Stunden an einem Tag sind nicht möglich ({{name}}, {{date}}: {{hours}} Stunden).',
  WORK_LOG_WEEKLY_LIMIT: 'Mehr als 168 Stunden in einer Woche sind nicht möglich ({{name}}: {{hours}} Stunden).',
  WORK_LOG_LATE_REASON_REQUIRED: 'Der Eintrag erfolgt später als 7 Tage nach dem Arbeitstag. Bitte geben Sie einen Grund für die verspätete Erfassung an.',
  WORK_LOG_NOT_OPEN: 'Dieser Eintrag ist bereits freigegeben oder wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
  WORK_LOG_AWARD_NOT_STARTED: 'Stunden können erst erfasst werden, wenn die Arbeit begonnen hat.',
  WORK_LOG_WORKING_TIME_EXCEPTION_REQUIRED: 'Der Arbeitstag überschreitet die Grenzen des Arbeitszeitgesetzes. Bitte korrigieren Sie die Zeiten oder geben Sie den Grund der Ausnahme an (er wird dem Auftraggeber angezeigt).',
  TOTP_REQUIRED: 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  TOTP_ENROLMENT_REQUIRED:
    'Administratoren müssen die Bestätigung in zwei Schritten einrichten, bevor sie sich anmelden können.',
  TOTP_CHALLENGE_EXPIRED: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  TOTP_INVALID_CODE: 'Der Code ist falsch. Bitte prüfen Sie die Uhrzeit Ihres Geräts und versuchen Sie es erneut.',
  TOTP_CODE_USED: 'Dieser Code wurde bereits verwendet. Bitte warten Sie auf den nächsten Code Ihrer App.',
  RECOVERY_CODE_INVALID: 'Der Wiederherstellungscode ist falsch oder wurde bereits verwendet.',
  TOTP_ALREADY_ENABLED: 'Die Bestätigung in zwei Schritten ist bereits eingerichtet.',
  TOTP_NOT_ENABLED: 'Die Bestätigung in zwei Schritten ist nicht eingerichtet.',
  TOTP_SETUP_MISSING: 'Bitte starten Sie die Einrichtung erneut.',
  TOTP_REQUIRED_FOR_ADMINS: 'Für Administratoren ist die Bestätigung in zwei Schritten Pflicht.',
  TOTP_RESET_OWN: 'Ihre eigene Bestätigung in zwei Schritten kann nur eine andere Administratorin oder ein anderer Administrator zurücksetzen.',
  CONSTRUCTION_LENDING_BANNED:
    'Ihr Betrieb gehört zum Bauhauptgewerbe: Arbeitnehmerüberlassung für Arbeiten, die üblicherweise von Arbeitern verrichtet werden, ist dorthin verboten (§ 1b AÜG). Wählen Sie im Feld „Ausnahme nach § 1b AÜG“ die Ausnahme, die für diesen Auftrag gilt, oder schreiben Sie ihn als Werkvertrag (Festpreis) aus.',
} satisfies Record<ErrorCode, string>;
