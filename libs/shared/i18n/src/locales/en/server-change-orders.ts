/** Server texts of change orders (merged into server.ts). */
export const serverChangeOrders = {
  proposed: 'The change order was proposed. The client is notified.',
  accepted: 'You accepted the change order. It raises the billable value of the award.',
  declined: 'You declined the change order.',
  withdrawn: 'The change order was withdrawn.',
};
