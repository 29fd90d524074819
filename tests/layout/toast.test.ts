import { toast, toastHost } from '@/components/layout/toast';

const mockSonner = {
  success: jest.fn(),
  error: jest.fn(),
  warning: jest.fn(),
  info: jest.fn(),
  dismiss: jest.fn(),
};
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

  it('shows one toast per key: the next takes the last one away and is shown under a new id', async () => {
    toastHost.mounted();
    mockSonner.warning.mockClear();
    toast.warning('Only 2 left', { key: 'stock-limit-1' });
    toast.warning('Only 2 left', { key: 'stock-limit-1' });
    toast.warning('Only 3 left', { key: 'stock-limit-2', description: 'In stock now' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [first, second, other] = mockSonner.warning.mock.calls.map(([, options]) => options);
    expect(first.id).toEqual(expect.stringMatching(/^stock-limit-1-/));
    expect(second.id).toEqual(expect.stringMatching(/^stock-limit-1-/));
    expect(second.id).not.toBe(first.id);
    expect(other).toEqual({
      id: expect.stringMatching(/^stock-limit-2-/),
      description: 'In stock now',
    });
    expect(first).not.toHaveProperty('key');
    // Only the first was taken away: the other key's toast stays.
    expect(mockSonner.dismiss.mock.calls).toEqual([[first.id]]);
  });
});
