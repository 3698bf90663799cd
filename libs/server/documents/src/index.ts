export * from './lib/mail-templates';
export * from './lib/pdf';
export * from './lib/invoice/invoice-document';
export * from './lib/invoice/invoice-format';
export * from './lib/invoice/invoice-pdf';
export * from './lib/invoice/invoice-render';
export * from './lib/invoice/invoice-ubl';
export * from './lib/invoice/validation-hints';
