/** Server texts of applications and awarded work (merged into server.ts). */
export const awardsFieldLabels = {
  workerIds: 'Mitarbeiter',
  price: 'Preis',
  slots: 'Anzahl der Plätze',
  jobId: 'Auftrag',
  supplierId: 'Dienstleister',
};

export const serverAwards = {
  applied: 'Ihre Bewerbung wurde gesendet.',
  withdrawn: 'Ihre Bewerbung wurde zurückgezogen.',
  awarded: 'Der Auftrag wurde vergeben.',
  rejected: 'Die Bewerbung wurde abgelehnt.',
  workersNamed: 'Die Mitarbeiter wurden eingeplant.',
  started: 'Die Arbeit wurde begonnen.',
  completed: 'Die Arbeit wurde als erledigt gemeldet.',
  approved: 'Der Abschluss wurde bestätigt.',
  completionRejected: 'Der Abschluss wurde abgelehnt; die Arbeit läuft weiter.',
  fieldRules: {
    exactWorkers_one: 'Bitte benennen Sie genau {{count}} Mitarbeiter.',
    exactWorkers_other: 'Bitte benennen Sie genau {{count}} Mitarbeiter.',
    formerEmployeeRequired:
      'Bitte geben Sie für jeden benannten Mitarbeiter an, ob er in den letzten sechs Monaten beim Auftraggeber beschäftigt war (§ 8 Abs. 3 AÜG).',
    formerEmployeeNotNamed: 'Hier dürfen nur benannte Mitarbeiter stehen.',
  },
};
