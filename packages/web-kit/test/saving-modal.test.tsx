/**
 * @jest-environment jsdom
 */
// A dialog that is saving cannot be dismissed: Escape, a click on the backdrop and × do nothing until
// the save settles, and then they close it again.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { installDomShims } from '@coachwork/test-support/dom';
import { savingModalProps } from '../src/ui/saving-modal';

beforeAll(installDomShims);

function Dialog({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Modal open title="Edit workshop" okButtonProps={{ loading: saving }} {...savingModalProps(saving, onCancel)}>
      <input aria-label="Title" />
    </Modal>
  );
}

const escape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', keyCode: 27 });
const backdrop = () => {
  const wrap = document.querySelector('.ant-modal-wrap')!;
  fireEvent.mouseDown(wrap);
  fireEvent.mouseUp(wrap);
  fireEvent.click(wrap);
};

describe('a saving dialog', () => {
  it('ignores Escape, the backdrop, × and Cancel while it saves', async () => {
    const onCancel = jest.fn();
    render(<Dialog saving onCancel={onCancel} />);
    await act(async () => undefined);
    escape();
    backdrop();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    expect((screen.getByRole('button', { name: /cancel/i }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /cancel/i }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes on Escape and on the backdrop once the save has settled', async () => {
    const onCancel = jest.fn();
    const view = render(<Dialog saving onCancel={onCancel} />);
    view.rerender(<Dialog saving={false} onCancel={onCancel} />);
    await act(async () => undefined);
    escape();
    expect(onCancel).toHaveBeenCalledTimes(1);
    backdrop();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
