import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl, renderWithProviders } from '@/test/render-with-providers';
import { AlertDialog } from './alert-dialog';

describe('AlertDialog', () => {
  it("says 'You need to login!' by default and closes on OK", () => {
    const onClose = vi.fn();
    const onOk = vi.fn();
    renderWithIntl(<AlertDialog open onClose={onClose} onOk={onOk} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('You need to login!');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('titles itself by type and offers Cancel when asked', () => {
    const onClose = vi.fn();
    const onOk = vi.fn();
    renderWithIntl(<AlertDialog open type="warning" text="Sure?" showCancel onOk={onOk} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Warning' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOk).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderWithIntl(<AlertDialog open type="error" text="Oops" onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goes to a route on OK', () => {
    renderWithProviders(<AlertDialog open okTo="/signin" onClose={() => {}} />, { url: '/product-detail?id=x' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location').textContent).toBe('/signin');
  });

  it('renders nothing when closed', () => {
    renderWithIntl(<AlertDialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
