// The tab bar (WAI-ARIA tabs): the open tab is selected and the only one in the Tab order, a click
// or an arrow key opens a tab (the arrows wrap round and move the focus), and the panel is
// labelled by the open tab; ids and classes come from the page's prefix.
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabBar, TabPanel } from './tab-bar';

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState<'get' | 'history'>('get');
  return (
    <>
      <TabBar
        prefix="wl"
        label="Token tabs"
        tabs={[
          { id: 'get', label: 'get token' },
          { id: 'history', label: 'token history' },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel prefix="wl" selected={tab}>
        panel {tab}
      </TabPanel>
    </>
  );
}

describe('TabBar', () => {
  it('marks the open tab, keeps only it in the Tab order, and labels the panel with it', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Token tabs' }).className).toBe('wl-tabs');
    const [get, history] = screen.getAllByRole('tab');
    expect(get.id).toBe('wl-tab-get');
    expect(get.className).toBe('wl-tab');
    expect(get.getAttribute('aria-selected')).toBe('true');
    expect(get.getAttribute('aria-controls')).toBe('wl-panel-get');
    expect(get.tabIndex).toBe(0);
    expect(history.getAttribute('aria-selected')).toBe('false');
    expect(history.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'get token' });
    expect(panel.id).toBe('wl-panel-get');
    expect(panel.className).toBe('wl-panel');
  });

  it('opens a tab on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'token history' }));
    expect(screen.getByRole('tab', { name: 'token history' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'token history' }).textContent).toBe('panel history');
  });

  it('moves with the arrow keys, wrapping round, and takes the focus along', () => {
    render(<Harness />);
    const get = screen.getByRole('tab', { name: 'get token' });
    get.focus();
    fireEvent.keyDown(get, { key: 'ArrowLeft' });
    const history = screen.getByRole('tab', { name: 'token history' });
    expect(history.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(history);
    fireEvent.keyDown(history, { key: 'ArrowRight' });
    expect(get.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(get);
    fireEvent.keyDown(get, { key: 'Enter' });
    expect(get.getAttribute('aria-selected')).toBe('true');
  });
});
