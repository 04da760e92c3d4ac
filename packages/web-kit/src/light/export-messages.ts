// The export buttons' words and why a download failed, in English and German (formal "Sie"): the
// catalogue of '@coachwork/web-kit/export', bundled with it rather than in the shared barrel's.
const en = {
  'export.csv': 'CSV',
  'export.excel': 'Excel',
  'export.as': 'Export {list} as {format}',
  'export.running': 'Exporting…',
  'export.forbidden': 'You may not export this list.',
  'export.signIn': 'Please sign in again to export.',
  'export.failed': 'The export failed ({status}).',
  'export.unreachable': 'The export could not reach the server. Try again.',
  'export.cutShort': 'The export was cut short. Try again.',
};

export type ExportMessage = keyof typeof en;

const de: Record<ExportMessage, string> = {
  'export.csv': 'CSV',
  'export.excel': 'Excel',
  'export.as': '{list} als {format} exportieren',
  'export.running': 'Wird exportiert…',
  'export.forbidden': 'Sie dürfen diese Liste nicht exportieren.',
  'export.signIn': 'Bitte melden Sie sich erneut an, um zu exportieren.',
  'export.failed': 'Der Export ist fehlgeschlagen ({status}).',
  'export.unreachable': 'Der Export konnte den Server nicht erreichen. Versuchen Sie es erneut.',
  'export.cutShort': 'Der Export wurde unterbrochen. Versuchen Sie es erneut.',
};

export const EXPORT_MESSAGES = { en, de };
