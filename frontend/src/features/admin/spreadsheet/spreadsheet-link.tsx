// The "Spreadsheet" button of /admin/products, to the catalogue spreadsheet page (kept apart so
// the products page does not load the spreadsheet page's code).
import { FileSpreadsheet } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { spreadsheetMessages as m } from './messages';
import './spreadsheet-link.css';

export const SPREADSHEET_PATH = '/admin/catalog-spreadsheet';

export function SpreadsheetLink() {
  const intl = useIntl();
  return (
    <p className="admin-sheet-link">
      <Link to={SPREADSHEET_PATH} className="ui-button ui-button--outline ui-button--sm">
        <FileSpreadsheet size={18} aria-hidden />
        {intl.formatMessage(m.link)}
      </Link>
    </p>
  );
}
