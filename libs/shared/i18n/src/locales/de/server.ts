import { accountFieldLabels } from './account-fields';
import { awardsFieldLabels, serverAwards } from './server-awards';
import { contractFieldLabels, serverContracts } from './server-contracts';
import { serverChangeOrders } from './server-change-orders';
import { permitFieldLabels, serverPermits } from './server-permits';
import { serverWorkLogs, workLogFieldLabels } from './server-work-logs';
import { serverWorkers, workerFieldLabels } from './server-workers';
import { serverEngagement } from './server-engagement';
import { serverChat } from './server-chat';
import { serverJobs } from './server-jobs';
import { errorTexts } from './server-errors';
import { meetingFieldLabels, serverMeetings } from './server-meetings';
import { serverInvoices } from './server-invoices';
import { serverAccounting } from './server-accounting';
/** Server messages: error codes, validation rules, field names, mails. */
export const server = {
  errors: errorTexts,
  fields: {
    // invoices (first: a label another module already defines wins)
    ...serverInvoices.fields,
    userType: 'Benutzertyp',
    refreshToken: 'Aktualisierungstoken',
    page: 'Seite',
    limit: 'Anzahl pro Seite',
    // accounts-api: registration, profile and admin fields (shared with the registration screens)
    ...accountFieldLabels,
    ...workerFieldLabels,
    // jobs-api: job form, search and admin job fields
    ...serverJobs.jobFields,
    userId: 'Benutzer-ID',
    code: 'Code',
    resetToken: 'Zurücksetzungs-Token',
    profilePic: 'Profilbild',
    documents: 'Dokumente',
    reason: 'Begründung',
    type: 'Kontotyp',
    approval: 'Freigabestatus',
    status: 'Status',
    search: 'Suche',
    targetId: 'Ziel-ID',
    // content-api: catalogue, CMS, FAQ, testimonial, logo, inquiry and upload fields
    nameDe: 'Name (Deutsch)',
    nameEn: 'Name (Englisch)',
    isActive: 'Aktiv',
    sortOrder: 'Reihenfolge',
    ids: 'Leistungen',
    slug: 'Slug',
    titleDe: 'Titel (Deutsch)',
    titleEn: 'Titel (Englisch)',
    descriptionDe: 'Beschreibung (Deutsch)',
    descriptionEn: 'Beschreibung (Englisch)',
    metaDescriptionDe: 'Meta-Beschreibung (Deutsch)',
    metaDescriptionEn: 'Meta-Beschreibung (Englisch)',
    isHeader: 'In der Kopfzeile',
    isFooter: 'In der Fußzeile',
    audience: 'Zielgruppe',
    questionDe: 'Frage (Deutsch)',
    questionEn: 'Frage (Englisch)',
    answerDe: 'Antwort (Deutsch)',
    answerEn: 'Antwort (Englisch)',
    authorName: 'Name der Person',
    company: 'Firma',
    quoteDe: 'Zitat (Deutsch)',
    quoteEn: 'Zitat (Englisch)',
    rating: 'Bewertung',
    photo: 'Foto',
    image: 'Bild',
    link: 'Link',
    subtitleDe: 'Untertitel (Deutsch)',
    subtitleEn: 'Untertitel (Englisch)',
    ctaLink: 'Link der Schaltfläche',
    phone: 'Telefonnummer',
    subject: 'Betreff',
    message: 'Nachricht',
    slot: 'Upload-Bereich',
    visibility: 'Sichtbarkeit',
    images: 'Datei',
    // awards-api: applications and awarded work
    ...awardsFieldLabels,
    ...contractFieldLabels,
    ...permitFieldLabels,
    // meetings-api
    ...meetingFieldLabels,
    // work-logs: working hours
    ...workLogFieldLabels,
    // engagement-api: feedback, notifications
    ...serverEngagement.engagementFields,
    // chat
    ...serverChat.chatFields,
    // accounting: buyer references, bookkeeping settings, exports
    ...serverAccounting.fields,
  },
  mail: {
    // accounts-api
    signupExisting: {
      subject: 'Registrierungsversuch mit Ihrer E-Mail-Adresse',
      body: 'Jemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Fachwerk-Konto anzulegen. Sie haben bereits ein Konto: Melden Sie sich an oder setzen Sie Ihr Passwort zurück. Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
    },
    accountDeleted: {
      subject: 'Ihr Fachwerk-Konto wurde gelöscht',
      body: 'Ihr Konto und Ihre persönlichen Daten wurden gelöscht. Aufbewahrungspflichtige Unterlagen (z. B. Rechnungen) bewahren wir nur im gesetzlich vorgeschriebenen Umfang auf.',
    },
    status: {
      approved: 'freigegeben',
      rejected: 'abgelehnt',
      active: 'aktiviert',
      inactive: 'deaktiviert',
      approvedBody: 'Ihr Konto wurde freigegeben. Sie können Fachwerk jetzt vollständig nutzen.',
      rejectedBody: 'Ihr Konto wurde abgelehnt. Begründung: {{reason}}',
      activeBody: 'Ihr Konto wurde wieder aktiviert.',
      inactiveBody: 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich bei Fragen an den Support.',
    },
  },
  server: {
    invoices: serverInvoices.texts,
    accounting: serverAccounting.texts,
    jobs: serverJobs.jobTexts,
    ok: 'Erfolgreich',
    engagement: serverEngagement.engagement,
    chat: serverChat.chat,
    auth: {
      loggedIn: 'Anmeldung erfolgreich.',
      refreshed: 'Sitzung verlängert.',
      loggedOut: 'Sie wurden abgemeldet.',
      sessionEnded: 'Das Gerät wurde abgemeldet.',
      otherSessionsEnded: 'Alle anderen Geräte wurden abgemeldet.',
      signedUp: 'Registrierung erfolgreich. Wir haben Ihnen einen Bestätigungscode per E-Mail gesendet.',
      codeSent: 'Wir haben Ihnen einen neuen Bestätigungscode gesendet.',
      emailVerified: 'Ihre E-Mail-Adresse wurde bestätigt. Sie können sich jetzt anmelden.',
      resetCodeSent:
        'Wenn ein Konto zu dieser E-Mail-Adresse existiert, haben wir einen Code zum Zurücksetzen gesendet.',
      otpVerified: 'Code bestätigt. Bitte vergeben Sie ein neues Passwort.',
      passwordReset: 'Ihr Passwort wurde geändert. Bitte melden Sie sich neu an.',
      passwordChanged: 'Ihr Passwort wurde geändert. Andere Sitzungen wurden abgemeldet.',
      twoFactorEnabled: 'Die Bestätigung in zwei Schritten ist eingerichtet. Bewahren Sie Ihre Wiederherstellungscodes sicher auf.',
      twoFactorDisabled: 'Die Bestätigung in zwei Schritten wurde ausgeschaltet.',
      recoveryCodesRenewed: 'Neue Wiederherstellungscodes wurden erstellt; die bisherigen gelten nicht mehr.',
      twoFactorSetup: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App.',
    },
    accounts: {
      deleted: 'Ihr Konto wurde gelöscht.',
      updated: 'Ihr Profil wurde gespeichert.',
      exportRequested: 'Ihr Datenexport wird vorbereitet. Sie erhalten eine E-Mail mit dem Link, sobald er bereitliegt.',
      exportReadySubject: 'Ihr Datenexport liegt bereit',
      exportReadyBody: 'Ihr Datenexport (ZIP mit JSON-Dateien und Ihren hochgeladenen Dateien) liegt bereit. Sie können ihn nach der Anmeldung bis {{expiresAt}} herunterladen; danach wird er gelöscht.',
      /** the reason given to the other party when a deletion cancels a meeting */
      partyDeleted: 'Die andere Partei hat ihr Konto gelöscht.',
    },
    operations: {
      deadLetterRetried: 'Der Versand wird erneut versucht.',
    },
    adminAccounts: {
      updated: 'Das Konto wurde gespeichert.',
      approved: 'Das Konto wurde freigegeben.',
      rejected: 'Das Konto wurde abgelehnt.',
      activated: 'Das Konto wurde aktiviert.',
      deactivated: 'Das Konto wurde deaktiviert; alle Sitzungen wurden beendet.',
      twoFactorReset: 'Die Bestätigung in zwei Schritten wurde zurückgesetzt.',
    },
    content: {
      created: 'Der Eintrag wurde angelegt.',
      updated: 'Der Eintrag wurde gespeichert.',
      deleted: 'Der Eintrag wurde gelöscht.',
      inquirySent: 'Vielen Dank für Ihre Anfrage. Wir melden uns so schnell wie möglich bei Ihnen.',
    },
    workers: serverWorkers,
    uploads: {
      uploaded: 'Die Datei wurde hochgeladen.',
      missingFile: 'Bitte wählen Sie eine Datei aus (Feld „images“).',
      registrationFileExpired:
        '{{field}}: Die Datei wurde nicht gefunden oder ist abgelaufen. Bitte laden Sie sie erneut hoch.',
    },
    awards: serverAwards,
    contracts: serverContracts,
    changeOrders: serverChangeOrders,
    permits: serverPermits,
    meetings: serverMeetings,
    workLogs: serverWorkLogs,
    health: {
      ok: 'Alle Dienste sind erreichbar.',
      degraded: 'Mindestens ein Dienst ist nicht erreichbar.',
    },
  },
};
