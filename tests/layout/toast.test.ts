import { toast } from '@/components/layout/toast';

const mockSonner = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };
jest.mock('sonner', () => ({ toast: mockSonner }));

describe('toast', () => {
  it('shows each kind through sonner, with its options, once sonner has loaded', async () => {
    toast.success('Saved');
    toast.error('Name is required', { id: 'contact-name' });
    toast.warning('Pincode is required');
    toast.info('Downloading...');
    // sonner is fetched at the first toast: nothing is shown in the same task.
    expect(mockSonner.success).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockSonner.success).toHaveBeenCalledWith('Saved', undefined);
    expect(mockSonner.error).toHaveBeenCalledWith('Name is required', { id: 'contact-name' });
    expect(mockSonner.warning).toHaveBeenCalledWith('Pincode is required', undefined);
    expect(mockSonner.info).toHaveBeenCalledWith('Downloading...', undefined);
  });
});
