/** Server texts of the chat (merged into `server.ts`). */
export const serverChat = {
  /** under `server.chat` */
  chat: {
    started: 'Der Chat wurde gestartet.',
    requested: 'Ihre Chat-Anfrage wurde an den Auftraggeber gesendet.',
    approved: 'Der Chat wurde freigegeben.',
    sent: 'Die Nachricht wurde gesendet.',
    read: 'Die Nachrichten wurden als gelesen markiert.',
    blocked: 'Der Chat wurde blockiert.',
    unblocked: 'Der Chat wurde wieder freigegeben.',
    messageEmpty: 'Die Nachricht darf nicht leer sein.',
    adminReasonRequired: 'Bitte geben Sie eine Begründung an.',
    supplierRequired: 'Bitte wählen Sie den Dienstleister, mit dem Sie chatten möchten.',
  },
  /** under `fields` */
  chatFields: {
    clientMessageId: 'Nachrichten-ID',
    body: 'Nachricht',
    attachments: 'Anhänge',
    messageId: 'Nachricht',
    after: 'Nach Nachricht',
    before: 'Vor Nachricht',
    blocked: 'Blockiert',
  },
};
