// What stands under an infinite list (lib/use-paged-list): a retry when the next page failed,
// 'No more items to load' at the end, else the sentinel that loads the next page (lib/use-sentinel).
//
//   <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { PagedList } from '@/lib/use-paged-list';
import { LoadError } from './load-error';
import { uiMessages } from './messages';

interface ListFooterProps {
  list: Pick<PagedList<unknown>, 'moreError' | 'reachEnd' | 'retry'>;
  sentinel: Ref<HTMLDivElement>;
  /** The text when the next page failed (LoadError's generic text without it). */
  failedText?: string;
  /** The text at the end (the generic 'No more items to load' without it). */
  endText?: string;
}

export function ListFooter({ list, sentinel, failedText, endText }: ListFooterProps) {
  const intl = useIntl();
  if (list.moreError) return <LoadError onRetry={list.retry} message={failedText} />;
  if (list.reachEnd) return <p className="list-end">{endText ?? intl.formatMessage(uiMessages.listEnd)}</p>;
  return <div ref={sentinel} className="list-sentinel" />;
}
