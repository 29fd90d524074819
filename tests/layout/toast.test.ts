import { toast, toastHost } from '@/components/layout/toast';

const mockSonner = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };
jest.mock('sonner', () => ({ toast: mockSonner }));

describe('toast', () => {
  it('shows each kind through sonner, with its options, once sonner and the host are there', async () => {
    toast.success('Saved');
    toast.error('Name is required', { id: 'contact-name' });
    toast.warning('Pincode is required');
    toast.info('Downloading...');
    // sonner is fetched, and the host asked to mount, at the first toast: nothing is shown until
    // the host says it is mounted.
    expect(toastHost.wanted()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockSonner.success).not.toHaveBeenCalled();
    toastHost.mounted();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockSonner.success).toHaveBeenCalledWith('Saved', undefined);
    expect(mockSonner.error).toHaveBeenCalledWith('Name is required', { id: 'contact-name' });
    expect(mockSonner.warning).toHaveBeenCalledWith('Pincode is required', undefined);
    expect(mockSonner.info).toHaveBeenCalledWith('Downloading...', undefined);
  });
});
