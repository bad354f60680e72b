// Texts of the catalogue spreadsheet page (/admin/catalog-spreadsheet): export, check and import.
// English defaults here; Burmese and Chinese in the admin's translations/{mm,ch}.json. Messages
// with values are declared one by one with their value types.
import { defineMessage, defineMessages } from 'react-intl';

export const spreadsheetMessages = {
  ...defineMessages({
    title: { id: 'admin.spreadsheet.title', defaultMessage: 'Catalogue spreadsheet', description: 'Heading of /admin/catalog-spreadsheet, and its link in the admin navigation' },
    intro: {
      id: 'admin.spreadsheet.intro',
      defaultMessage: 'Download every product as a spreadsheet, one row per variant, change it in Excel or Google Sheets, and import it again. Products are matched by slug and variants by SKU.',
      description: 'Text under the spreadsheet heading',
    },
    link: { id: 'admin.spreadsheet.link', defaultMessage: 'Spreadsheet', description: 'Button on /admin/products that opens the catalogue spreadsheet page' },
    downloadTitle: { id: 'admin.spreadsheet.downloadTitle', defaultMessage: 'Export', description: 'Heading of the download part' },
    downloadText: {
      id: 'admin.spreadsheet.downloadText',
      defaultMessage: 'A CSV file in UTF-8, so Burmese and Chinese names open correctly in Excel.',
      description: 'Text of the download part',
    },
    download: { id: 'admin.spreadsheet.download', defaultMessage: 'Download the catalogue (CSV)', description: 'Button that downloads the catalogue as CSV' },
    downloaded: { id: 'admin.spreadsheet.downloaded', defaultMessage: 'The catalogue is downloaded.', description: 'Status after the CSV was saved' },
    importTitle: { id: 'admin.spreadsheet.importTitle', defaultMessage: 'Import', description: 'Heading of the import part' },
    importText: {
      id: 'admin.spreadsheet.importText',
      defaultMessage: 'Check the file first: nothing changes until you import it. An import with any error changes nothing.',
      description: 'Text of the import part',
    },
    file: { id: 'admin.spreadsheet.file', defaultMessage: 'CSV file', description: 'Label of the file input' },
    check: { id: 'admin.spreadsheet.check', defaultMessage: 'Check the file', description: 'Button that runs the dry run' },
    import: { id: 'admin.spreadsheet.import', defaultMessage: 'Import', description: 'Button that runs the real import' },
    importHint: {
      id: 'admin.spreadsheet.importHint',
      defaultMessage: 'Import is possible after a check of this file with no errors.',
      description: 'Why the Import button is disabled',
    },
    uploading: { id: 'admin.spreadsheet.uploading', defaultMessage: 'Sending the file…', description: 'Label of the upload progress bar' },
    checking: { id: 'admin.spreadsheet.checking', defaultMessage: 'Checking…', description: 'The file is sent; the server is checking it' },
    importing: { id: 'admin.spreadsheet.importing', defaultMessage: 'Importing…', description: 'The file is sent; the server is importing it' },
    checkedTitle: { id: 'admin.spreadsheet.checkedTitle', defaultMessage: 'Check result', description: 'Heading of the dry-run result' },
    importedTitle: { id: 'admin.spreadsheet.importedTitle', defaultMessage: 'Import done', description: 'Heading of a successful import' },
    failedTitle: { id: 'admin.spreadsheet.failedTitle', defaultMessage: 'Nothing was imported', description: 'Heading of a refused import (errors in the file)' },
    clean: { id: 'admin.spreadsheet.clean', defaultMessage: 'No errors. You can import this file.', description: 'A dry run found no errors' },
    errorsTitle: { id: 'admin.spreadsheet.errorsTitle', defaultMessage: 'Errors to fix', description: 'Heading of the list of errors in the file' },
    line: { id: 'admin.spreadsheet.line', defaultMessage: 'Line', description: 'Label: the line of the file an error is on' },
    column: { id: 'admin.spreadsheet.column', defaultMessage: 'Column', description: 'Label: the column of the file an error is in' },
    wholeRow: { id: 'admin.spreadsheet.wholeRow', defaultMessage: 'whole row', description: 'Column of an error that is about the whole row' },
    tooLarge: {
      id: 'admin.spreadsheet.tooLarge',
      defaultMessage: 'The file is too large (12 MB at most). Split it into smaller files.',
      description: 'The server answered 413',
    },
    forbidden: {
      id: 'admin.spreadsheet.forbidden',
      defaultMessage: 'Only admins can do this. Sign in again with an admin account.',
      description: 'The server answered 401 or 403',
    },
    network: { id: 'admin.spreadsheet.network', defaultMessage: 'No connection. Check the network and try again.', description: 'The request failed without an answer' },
    serverError: { id: 'admin.spreadsheet.serverError', defaultMessage: 'Something went wrong on the server. Try again.', description: 'Any other failed answer' },
  }),
  counts: defineMessage<{ created: number; updated: number; variants: number }>({
    id: 'admin.spreadsheet.counts',
    defaultMessage:
      '{created, plural, one {# product to create} other {# products to create}}, {updated, plural, one {# to update} other {# to update}}, {variants, plural, one {# row} other {# rows}}',
    description: 'Result of a dry run',
  }),
  doneCounts: defineMessage<{ created: number; updated: number; variants: number }>({
    id: 'admin.spreadsheet.doneCounts',
    defaultMessage:
      '{created, plural, one {# product created} other {# products created}}, {updated, plural, one {# updated} other {# updated}}, {variants, plural, one {# row} other {# rows}}',
    description: 'Result of a real import',
  }),
  errorCount: defineMessage<{ count: number }>({
    id: 'admin.spreadsheet.errorCount',
    defaultMessage: '{count, plural, one {# error} other {# errors}}',
    description: 'How many errors the file has',
  }),
  progress: defineMessage<{ percent: number }>({
    id: 'admin.spreadsheet.progress',
    defaultMessage: '{percent}% sent',
    description: 'Text of the upload progress bar',
  }),
  errorAt: defineMessage<{ line: number; column: string }>({
    id: 'admin.spreadsheet.errorAt',
    defaultMessage: 'Line {line}, {column}',
    description: 'Screen-reader name of one error card',
  }),
};
