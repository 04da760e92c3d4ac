// A dialog that is saving stays open until the save settles: closing it then would hide a save that
// still happens (and its errors) behind the user's back. Spread onto every antd Modal with a save.
import type { ModalProps } from 'antd';

export type SavingModalProps = Required<
  Pick<ModalProps, 'onCancel' | 'keyboard' | 'maskClosable' | 'closable' | 'cancelButtonProps'>
>;

export function savingModalProps(saving: boolean, onCancel: () => void): SavingModalProps {
  return {
    // Escape, the mask, × and Cancel all arrive here; while saving none of them closes.
    onCancel: () => {
      if (!saving) onCancel();
    },
    keyboard: !saving,
    maskClosable: !saving,
    closable: !saving,
    cancelButtonProps: { disabled: saving },
  };
}
