import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/test/render-with-providers';
import { RejectDialog } from './reject-dialog';

function renderDialog(onReject: (reason: string) => Promise<void>) {
  renderWithIntl(<RejectDialog open label="Order #7" onClose={() => {}} onReject={onReject} />);
  return {
    input: screen.getByLabelText('Reason (the shopper sees it)'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Reject' })),
  };
}

describe('<RejectDialog>', () => {
  it('does not reject without a reason', async () => {
    const onReject = vi.fn(async () => {});
    const { input, submit } = renderDialog(onReject);
    fireEvent.change(input, { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('Please write a reason')).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason', async () => {
    const onReject = vi.fn(async () => {});
    const { input, submit } = renderDialog(onReject);
    fireEvent.change(input, { target: { value: '  wrong amount ' } });
    submit();
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('wrong amount'));
  });

  it("shows the server's message and stays open", async () => {
    const { input, submit } = renderDialog(async () => {
      throw new Error('This order has already been approved or cancelled.');
    });
    fireEvent.change(input, { target: { value: 'wrong amount' } });
    submit();
    expect(await screen.findByText('This order has already been approved or cancelled.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reject this payment?' })).toBeTruthy();
  });
});
