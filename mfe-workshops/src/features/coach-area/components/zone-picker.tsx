// A searchable time-zone field without antd: a text input over the runtime's IANA zones (a datalist,
// so typing 'berl' or '+01' narrows the list), each with its offset today. A name off the list is
// refused by the schedule schema like any other bad value.
import { forwardRef, useMemo } from 'react';
import { timeZoneOptions } from '@coachwork/web-kit';
import { useCoachAreaI18n } from '../messages';

type Props = React.InputHTMLAttributes<HTMLInputElement> & { id: string };

export const ZonePicker = forwardRef<HTMLInputElement, Props>(function ZonePicker({ id, ...props }, ref) {
  const { t } = useCoachAreaI18n();
  const zones = useMemo(() => timeZoneOptions(), []);
  return (
    <>
      <input
        ref={ref}
        id={id}
        className="cw-input"
        list={`${id}-zones`}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('form.zoneSearch')}
        {...props}
      />
      <datalist id={`${id}-zones`}>
        {zones.map((z) => (
          <option key={z.value} value={z.value} label={z.label} />
        ))}
      </datalist>
    </>
  );
});
