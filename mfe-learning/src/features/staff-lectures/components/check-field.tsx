import { css } from '#styled-system/css';

const row = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  cursor: 'pointer',
});
const box = css({ width: '5', height: '5', accentColor: 'colorPalette.solid' });

/** A labelled native checkbox (the label is its accessible name and a large target). */
export function CheckField(props: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={row}>
      <input
        type="checkbox"
        name={props.name}
        className={box}
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}
