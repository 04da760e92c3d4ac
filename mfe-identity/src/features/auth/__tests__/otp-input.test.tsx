import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { emptyOtp, OtpInput } from '../components/otp-input';

function Harness({ onComplete }: { onComplete?: (digits: string[]) => void }) {
  const [digits, setDigits] = useState(emptyOtp());
  return (
    <>
      <span id="code-label">6-digit code</span>
      <OtpInput value={digits} onChange={setDigits} onComplete={onComplete} labelledBy="code-label" />
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('the six-box code entry', () => {
  it('is a labelled group of six boxes asking for the numeric keyboard', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: '6-digit code' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    boxes().forEach((box, i) => {
      expect(box.getAttribute('aria-label')).toBe(`Digit ${i + 1} of 6`);
      expect(box.getAttribute('inputmode')).toBe('numeric');
    });
    expect(boxes()[0]!.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('fills all six boxes when the whole code is pasted, and reports it complete', () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 123-456 ' } });
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith(['1', '2', '3', '4', '5', '6']);
  });

  it('fills from the first box even when the code is pasted into a later one', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => '987654' } });
    expect(boxes().map((b) => b.value)).toEqual(['9', '8', '7', '6', '5', '4']);
  });

  it('moves to the next box on a digit, back on Backspace, and along with the arrow keys', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes()[2]);
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes()[1]!.value).toBe('');
    fireEvent.keyDown(boxes()[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[0]);
    fireEvent.keyDown(boxes()[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes().map((b) => b.value)).toEqual(['4', '', '', '', '', '']);
  });
});
