// The top bar's search: pressing Enter (and only Enter) opens /search-result?search={text} with
// the typed text (doc 000 §5). On the result page the box shows the current search.
import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { shellMessages as m } from '../messages';

export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');

  useEffect(() => {
    const onResults = location.pathname === '/search-result' || location.pathname === '/search';
    setText(onResults ? (new URLSearchParams(location.search).get('search') ?? '') : '');
  }, [location.pathname, location.search]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    (document.activeElement as HTMLElement | null)?.blur?.();
    navigate(`/search-result?search=${encodeURIComponent(term)}`);
  }

  return (
    <form role="search" className="search-box" onSubmit={onSubmit}>
      <Search size={18} aria-hidden />
      <input
        type="search"
        name="search"
        enterKeyHint="search"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        aria-label={intl.formatMessage(m.searchLabel)}
      />
    </form>
  );
}
