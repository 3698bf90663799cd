/** Server texts of change orders (merged into server.ts). */
export const serverChangeOrders = {
  proposed: 'Der Nachtrag wurde vorgeschlagen. Der Auftraggeber wird benachrichtigt.',
  accepted: 'Sie haben den Nachtrag angenommen. Er erhöht den abrechenbaren Auftragswert.',
  declined: 'Sie haben den Nachtrag abgelehnt.',
  withdrawn: 'Der Nachtrag wurde zurückgezogen.',
};
