/** @jest-environment jsdom */
/**
 * A picture over 5 MB is refused as soon as it is chosen: sent, it would end the server action
 * before any field is read and the editor would lose the whole form.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageFileInput } from '@/components/staff/image-file-input';
import { IMAGE_MAX_BYTES } from '@/lib/uploads/image-kinds';

function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

it('takes out a file over 5 MB and says why; a smaller one is kept', () => {
  render(
    <>
      <label htmlFor="img">Picture</label>
      <ImageFileInput id="img" name="image" />
    </>,
  );
  const input = screen.getByLabelText('Picture') as HTMLInputElement;
  const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'camera.jpg', { type: 'image/jpeg' });
  choose(input, big);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'An image must be 5 MB or smaller: this one is 5.0 MB.',
  );
  expect(input.value).toBe('');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(/An image must be 5 MB or smaller/);

  choose(input, new File([new Uint8Array(1024)], 'small.jpg', { type: 'image/jpeg' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(input).not.toHaveAttribute('aria-invalid');
});
